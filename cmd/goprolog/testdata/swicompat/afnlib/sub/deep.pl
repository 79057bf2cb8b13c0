% A file afn_alias.pl finds through an alias of an alias.
deep(yes).
