:- module(m_listed, [exported_fact/1]).
exported_fact(two).
