% args: -g true no_such_file.pl -t halt
% A file of the command line that does not exist ends the run.
