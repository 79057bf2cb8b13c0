% args: -q {}
% What a file's directive writes comes before the empty line that ends
% a piped session, and the line it leaves open is ended first.
:- write(abc).
