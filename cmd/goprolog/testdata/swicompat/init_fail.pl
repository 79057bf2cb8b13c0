% args: -q -g halt {}
:- initialization(fail).
:- initialization(throw(bar)).
:- initialization((X is foo+1, writeln(X))).
:- initialization(writeln(ran)).
