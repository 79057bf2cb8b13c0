:- module(m_ctx, [go/0, go_last/0]).
% The module of caller_context_module: its predicates call one that
% is defined nowhere.
go :- helper(1), true.
go_last :- helper(1).
