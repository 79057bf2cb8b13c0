% args: -q -g t -t halt {}
term_expansion((H --> B), (H --> B)) :- fail.
greeting --> [hello], name.
name --> [world].
name --> [prolog].
t :- ( phrase(greeting, [hello, prolog]) -> writeln(yes) ; writeln(no) ),
     expand_term((a --> b, [c]), X), writeq(X), nl.
