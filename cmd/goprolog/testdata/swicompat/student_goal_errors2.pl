% args: -q -g p -g "atom_length(X,_)" -t halt {}
p :- writeln(p_ran).
