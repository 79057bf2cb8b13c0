% args: -q -g t -t halt {}
:- use_module(m_listed).
own_fact(one).
t :- with_output_to(string(S), listing),
     atom_concat(exported_fact, '(two)', Import), atom_concat(own_fact, '(one)', Own),
     ( sub_string(S, _, _, _, Import) -> writeln(import_listed) ; writeln(import_not_listed) ),
     ( sub_string(S, _, _, _, Own) -> writeln(own_listed) ; writeln(own_not_listed) ).
