% Benchmark harness, loaded before each workload in both goprolog and
% swipl. bench_run(Goal) runs Goal once and reports on user_error the
% inferences and times spent inside it, so that the runner can compute
% inferences per second without counting start-up and loading; the
% workload's answer line goes to user_output and must match between
% the two systems.

bench_run(Goal) :-
    statistics(inferences, I0),
    statistics(cputime, C0),
    statistics(walltime, [W0, _]),
    (   catch(Goal, E, (print_message(error, E), fail))
    ->  Status = ok
    ;   Status = failed
    ),
    statistics(walltime, [W1, _]),
    statistics(cputime, C1),
    statistics(inferences, I1),
    I is I1 - I0,
    C is C1 - C0,
    W is W1 - W0,
    flush_output(user_output),
    format(user_error, "bench-stats ~w inferences=~d cputime=~4f walltime_ms=~d~n",
           [Status, I, C, W]),
    Status == ok.
