% args: -q -g main -t halt {}
main :- write(no_newline_at_end), print_message(warning, format("warn ~w", [1])), write(more).
