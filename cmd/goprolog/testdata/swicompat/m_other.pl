:- module(m_other, [shared/1, only_other/0]).
shared(other_version).
only_other :- writeln(only_other).
