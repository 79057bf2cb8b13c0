% A file the program afn_alias.pl finds through file_search_path/2.
tool(hammer).
