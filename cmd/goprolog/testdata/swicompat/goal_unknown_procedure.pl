% args: -q -g main -t halt {}
main :- writeln(before), undefined_thing(1), writeln(after).
