:- module(m_upper, []).
:- use_module(m_plugin_api).
:- multifile m_plugin_api:plugin/2.
m_plugin_api:plugin(upper, m_upper:up).
up(In, Out) :- string_upper(In, Out).
:- initialization(register(upper)).
