:- module(lib, [pub1/1, pub2/1, pub3/1, uses_pub3/1]).

pub1(one).
pub2(two).
pub3(three).
uses_pub3(X) :- pub3(X).
