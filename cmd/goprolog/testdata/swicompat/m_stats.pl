:- module(m_stats, [mean/2, variance/2, stats_report/1]).
:- use_module(m_fmt).
mean(L, M) :- sum_list(L, S), length(L, N), N > 0, M is S / N.
variance(L, V) :- mean(L, M), foldl([X, A0, A]>>(A is A0 + (X-M)**2), L, 0, S), length(L, N), V is S / N.
stats_report(L) :- mean(L, M), variance(L, V), fmt_kv(mean, M), fmt_kv(variance, V), helper.
helper :- fmt_kv(helper, m_stats).
