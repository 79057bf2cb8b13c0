:- module(b, []).
helper(from_b).
bonly(1).
