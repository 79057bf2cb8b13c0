/*  Sudoku with library(clpfd): the program of "Programmation Logique avec
    Contraintes en Prolog : résolution d'un sudoku" (pcaboche, 2006),
    unchanged in its logic: 81 variables A1..I9, their domain 1..9, 27
    all_different/1 constraints, grid/2 to enter the clues, label/1.

    Puzzles are 81 digits, 0 for an empty cell. Run main/0 to solve every
    puzzle and check it against its published solution.
*/

:- use_module(library(clpfd)).

sudoku(Grid, Vars) :-
    sudoku_vars(Grid, Vars),
    label(Vars).

% The same model, labeled with the SICStus-style first-fail on the most
% constrained variable.
sudoku_ffc(Grid, Vars) :-
    sudoku_vars(Grid, Vars),
    labeling([ffc], Vars).

sudoku_vars(Grid, Vars) :-
  Vars =
   [
      A1,A2,A3,A4,A5,A6,A7,A8,A9,
      B1,B2,B3,B4,B5,B6,B7,B8,B9,
      C1,C2,C3,C4,C5,C6,C7,C8,C9,
      D1,D2,D3,D4,D5,D6,D7,D8,D9,
      E1,E2,E3,E4,E5,E6,E7,E8,E9,
      F1,F2,F3,F4,F5,F6,F7,F8,F9,
      G1,G2,G3,G4,G5,G6,G7,G8,G9,
      H1,H2,H3,H4,H5,H6,H7,H8,H9,
      I1,I2,I3,I4,I5,I6,I7,I8,I9
   ],

  Vars ins 1..9,

  % Tous les chiffres d'une ligne sont differents
  all_different([A1,A2,A3,A4,A5,A6,A7,A8,A9]),
  all_different([B1,B2,B3,B4,B5,B6,B7,B8,B9]),
  all_different([C1,C2,C3,C4,C5,C6,C7,C8,C9]),
  all_different([D1,D2,D3,D4,D5,D6,D7,D8,D9]),
  all_different([E1,E2,E3,E4,E5,E6,E7,E8,E9]),
  all_different([F1,F2,F3,F4,F5,F6,F7,F8,F9]),
  all_different([G1,G2,G3,G4,G5,G6,G7,G8,G9]),
  all_different([H1,H2,H3,H4,H5,H6,H7,H8,H9]),
  all_different([I1,I2,I3,I4,I5,I6,I7,I8,I9]),

  % Tous les chiffres d'une colonne sont differents
  all_different([A1,B1,C1,D1,E1,F1,G1,H1,I1]),
  all_different([A2,B2,C2,D2,E2,F2,G2,H2,I2]),
  all_different([A3,B3,C3,D3,E3,F3,G3,H3,I3]),
  all_different([A4,B4,C4,D4,E4,F4,G4,H4,I4]),
  all_different([A5,B5,C5,D5,E5,F5,G5,H5,I5]),
  all_different([A6,B6,C6,D6,E6,F6,G6,H6,I6]),
  all_different([A7,B7,C7,D7,E7,F7,G7,H7,I7]),
  all_different([A8,B8,C8,D8,E8,F8,G8,H8,I8]),
  all_different([A9,B9,C9,D9,E9,F9,G9,H9,I9]),

  % Tous les chiffres d'un carre sont differents
  all_different([A1,A2,A3,B1,B2,B3,C1,C2,C3]),
  all_different([A4,A5,A6,B4,B5,B6,C4,C5,C6]),
  all_different([A7,A8,A9,B7,B8,B9,C7,C8,C9]),
  all_different([D1,D2,D3,E1,E2,E3,F1,F2,F3]),
  all_different([D4,D5,D6,E4,E5,E6,F4,F5,F6]),
  all_different([D7,D8,D9,E7,E8,E9,F7,F8,F9]),
  all_different([G1,G2,G3,H1,H2,H3,I1,I2,I3]),
  all_different([G4,G5,G6,H4,H5,H6,I4,I5,I6]),
  all_different([G7,G8,G9,H7,H8,H9,I7,I8,I9]),

  grid(Grid, Vars).

grid([],[]) :- !.
grid([0|Q1],[_|Q2]) :-
  !,
  grid(Q1,Q2).
grid([Val|Q1],[Var|Q2]) :-
  !,
  Var #= Val,
  grid(Q1,Q2).

% puzzle(Name, Clues, Solution): clues and solution as 81-digit atoms.
puzzle(seventeen_clues,
       '000000010400000000020000000000050407008000300001090000300400200050100000000806000',
       '693784512487512936125963874932651487568247391741398625319475268856129743274836159').
puzzle(inkala_2012,
       '800000000003600000070090200050007000000045700000100030001000068008500010090000400',
       '812753649943682175675491283154237896369845721287169534521974368438526917796318452').
puzzle(ai_escargot,
       '100007090030020008009600500005300900010080002600004000300000010040000007007000300',
       '162857493534129678789643521475312986913586742628794135356478219241935867897261354').
puzzle(golden_nugget,
       '000000039000001005003050800008090006070002000100400000009080050020000600400700000',
       '751846239892371465643259871238197546974562318165438927319684752527913684486725193').
puzzle(top95_1,
       '400000805030000000000700000020000060000080400000010000000603070500200000104000000',
       '417369825632158947958724316825437169791586432346912758289643571573291684164875293').
puzzle(top95_2,
       '520006000000000701300000000000400800600000050000000000041800000000030020008700000',
       '527316489896542731314987562172453896689271354453698217941825673765134928238769145').
puzzle(top95_3,
       '600000803040700000000000000000504070300200000106000000020000050000080600000010000',
       '617459823248736915539128467982564371374291586156873294823647159791385642465912738').

digits(Atom, Ds) :-
    atom_codes(Atom, Cs),
    digit_values(Cs, Ds).

digit_values([], []).
digit_values([C|Cs], [D|Ds]) :-
    D is C - 0'0,
    digit_values(Cs, Ds).

% check(Name, Solver): solve the named puzzle and compare.
check(Name, Solver) :-
    puzzle(Name, Clues, Expected),
    digits(Clues, Grid),
    digits(Expected, Want),
    (   call(Solver, Grid, Vars)
    ->  (   Vars == Want
        ->  format("~w ~w: ok~n", [Name, Solver])
        ;   format("~w ~w: WRONG~n", [Name, Solver])
        )
    ;   format("~w ~w: no solution~n", [Name, Solver])
    ).

print_grid(Vars) :-
    print_rows(Vars).

print_rows([]).
print_rows(Vs) :-
    length(Row, 9),
    append(Row, Rest, Vs),
    format("~w ~w ~w ~w ~w ~w ~w ~w ~w~n", Row),
    print_rows(Rest).

main :-
    forall(puzzle(Name, _, _),
           ( check(Name, sudoku), check(Name, sudoku_ffc) )).
