% args: -g main -t halt {}
main :- write(partial), fail.
