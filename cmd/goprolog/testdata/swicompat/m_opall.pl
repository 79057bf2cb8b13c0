:- module(m_opall, []).
:- reexport(m_opbase).
