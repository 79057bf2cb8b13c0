% Runs SWI-Prolog's own library modules, loaded as the program's modules
% my_Name (see TestSWILibraryModules).
:- use_module(my_dcg_basics).
:- use_module(my_terms, [subsumes/2]).
main :-
    atom_codes(A, "  42 abc"), atom_codes(A, Cs),
    phrase((blanks, integer(N), blank, string_without(` `, S), remainder(R)), Cs), atom_codes(SA, S), writeln(N-SA-R),
    phrase((number(F), eos), `3.25`), writeln(F),
    phrase((xinteger(H)), `ff`), writeln(H),
    phrase(digits(D), `123x`, Rest), atom_codes(DA, D), atom_codes(RA, Rest), writeln(DA-RA),
    ( subsumes(f(_), f(a)) -> writeln(yes) ; writeln(no) ).
