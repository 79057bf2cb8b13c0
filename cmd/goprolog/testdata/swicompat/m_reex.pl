:- module(m_reex, []).
:- reexport(m_fmt).
:- reexport(m_stats, [mean/2]).
