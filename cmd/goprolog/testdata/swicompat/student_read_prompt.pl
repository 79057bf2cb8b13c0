% args: -q -g main -t halt {}
% stdin: hello.
% stdin: world.
main :- read(X), writeln(got(X)), read(Y), writeln(got(Y)), read(Z), writeln(got(Z)),
    prompt(Old, 'new> '), writeln(Old).
