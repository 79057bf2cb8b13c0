:- module(dq_module, [m_text/1]).
:- set_prolog_flag(double_quotes, codes).
m_text("ab").
