% Whether sub_atom/5 and sub_string/5 with Sub bound leave a choicepoint
% after an answer: when Sub alone places the answers (B and A unbound),
% SWI-Prolog searches for the next occurrence on backtracking, so every
% answer but one that ends the text leaves a choicepoint, the last
% occurrence included. det(Goal) meta-calls Goal; cdet(N) runs clause
% c(N, _), compiled with the call in its body.
:- ensure_loaded(driver).

o(det(sub_atom(abcab, _, _, _, c))).
o(det(sub_atom(abcab, _, _, _, ab))).
o(det(sub_atom(abcab, _, _, _, b))).
o(det(sub_atom(abcab, _, _, _, x))).
o(det(sub_atom(abcab, _, _, _, abcab))).
o(det(sub_atom(abcab, _, _, _, ''))).
o(det(sub_atom(abc, _, _, _, c))).
o(det(sub_atom(abc, _, _, _, a))).
o(det(sub_atom(aaa, _, _, _, aa))).
o(det(sub_atom(abab, _, _, _, ba))).
o(det(sub_atom(abcab, 0, _, _, ab))).
o(det(sub_atom(abcab, _, 2, _, ab))).
o(det(sub_atom(abcab, _, _, 0, ab))).
o(det(sub_atom(abcab, _, _, 2, abc))).
o(det(sub_atom(abcab, 3, _, _, ab))).
o(det(sub_atom(abcab, _, _, _, abc))).
o(det(sub_atom(héllo, _, _, _, l))).
o(det(sub_atom(héllo, _, _, _, o))).
o(det(sub_atom(héllo, _, _, _, é))).
o(det(sub_atom(abc, _, 1, _, _))).
o(det(sub_atom(abc, 1, _, _, _))).
o(det(sub_atom(abc, _, _, 1, _))).
o(det(sub_string("abcab", _, _, _, "c"))).
o(det(sub_string("abcab", _, _, _, "ab"))).
o(det(sub_string("abc", _, _, _, "c"))).
o(det(sub_string(abcab, _, _, _, c))).
o(det(sub_string("héllo", _, _, _, "l"))).
o(det(sub_string("abcab", _, _, _, ""))).
o(cdet(1)).
o(cdet(2)).
o(cdet(3)).
o(cdet(4)).
o(cdet(5)).
o(cdet(6)).
o(cdet(7)).

% det(Goal) is Goal's answers, each with det when it left no choicepoint
% or nd.
det(G) :-
    findall(G-D, (call_cleanup(G, Det = true), (Det == true -> D = det ; D = nd)), L),
    print(L), nl.

cdet(N) :-
    findall(N-X-D, (call_cleanup(c(N, X), Det = true), (Det == true -> D = det ; D = nd)), L),
    print(L), nl.

c(1, B) :- sub_atom(abcab, B, _, _, c).
c(2, B) :- sub_atom(abcab, B, _, _, ab).
c(3, B) :- sub_atom(abc, B, _, _, c).
c(4, B) :- sub_atom(héllo, B, _, _, l).
c(5, B) :- sub_string("abcab", B, _, _, "c").
c(6, B) :- sub_string("héllo", B, _, _, "l").
c(7, B) :- sub_atom(abcab, B, 1, _, b).
