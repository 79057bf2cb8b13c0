:- module(m_report, [report/1, total_area/2]).
:- use_module(m_geometry, except([perimeter/2])).
:- use_module(library(apply)).

total_area(Shapes, Total) :-
    maplist(area, Shapes, Areas),
    sum_list(Areas, Total).

report(Shapes) :-
    forall(member(S, Shapes),
           ( area(S, A),
             format("~w~t~20|~2f~n", [S, A]) )),
    total_area(Shapes, T),
    format("~`-t~30|~n"),
    format("total~t~20|~2f~n", [T]).
