% args: -q -g main -t halt {}
text("the quick brown fox jumps over the lazy dog the end").
main :- text(T), split_string(T, " ", "", Ws), msort(Ws, S), clumped_pairs(S, P), 
    forall(member(W-N, P), format("~w~t~10|~d~n", [W, N])),
    sort(2, @>=, P, [Top-TN|_]), format("top: ~s (~d)~n", [Top, TN]).
clumped_pairs(L, P) :- maplist([X, X-1]>>true, L, L1), clump(L1, P).
clump([], []).
clump([K-N|T], R) :- clump(T, R0), ( R0 = [K-M|R1] -> M1 is N+M, R = [K-M1|R1] ; R = [K-N|R0] ).
