% Benchmark harness for GNU Prolog, the counterpart of harness.pl.
% bench_run(Goal) runs Goal once and reports on user_error the CPU and
% wall time spent inside it in the bench-stats format the runner reads.
% GNU Prolog counts no inferences, so the count is reported as 0. Its
% banner and consult messages go to user_output before the goal runs;
% the marker line written first lets the runner keep only the answer.

bench_run(Goal) :-
    statistics(cpu_time, [C0, _]),
    statistics(real_time, [W0, _]),
    write('bench-answer-start'), nl,
    (   catch(Goal, E, (write(user_error, E), nl(user_error), fail))
    ->  Status = ok
    ;   Status = failed
    ),
    statistics(real_time, [W1, _]),
    statistics(cpu_time, [C1, _]),
    C is (C1 - C0) / 1000,
    W is (W1 - W0) * 1000,
    flush_output(user_output),
    format(user_error, "bench-stats ~w inferences=0 cputime=~4f walltime_ms=~d~n",
           [Status, C, W]),
    Status == ok.
