:- module(m_count, [word_count/2]).
:- multifile m_plugin_api:plugin/2.
m_plugin_api:plugin(count, word_count).
m_plugin_api:plugin(broken, m_count:oops).
m_plugin_api:plugin(bad, m_count:divide).
word_count(S, N) :- split_string(S, " ", " ", Ws), length(Ws, N).
divide(_, X) :- X is 1/0.
