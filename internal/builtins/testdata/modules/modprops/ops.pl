% A module that exports operators; its module/2 is not on the first
% line of the file.

:- module(ops, [op(700, xfx, ===>), op(200, xfy, ^^), arrow/2]).
arrow(a, b).
