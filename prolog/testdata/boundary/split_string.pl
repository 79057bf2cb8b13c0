% split_string/4 on every string of up to three characters from "a ,/"
% with separators and pad that overlap or not. After a separator that is
% also pad, a run of pad is skipped ("a  b" with " " as both gives "a",
% "b"); after any other separator it is not (", x" with ", " as
% separators and " " as pad gives "", "", "x"): found by
% TestBoundaryDifferential (", []日本").
:- set_prolog_flag(double_quotes, codes).
char(0'a). char(0' ). char(0',). char(0'/).
text(S) :- between(0, 3, N), length(Cs, N), maplist(char, Cs), string_codes(S, Cs).
sep_pad(Sep, Pad) :-
	member(Sep-Pad, ["," - " ", " " - " ", ", " - " ", ", " - "", ",/" - "/", " " - ", "]).
main :-
	forall(( sep_pad(Sep0, Pad0), string_codes(Sep, Sep0), string_codes(Pad, Pad0), text(S) ),
	       ( split_string(S, Sep, Pad, L), writeq(S/Sep/Pad = L), nl )).
