% The stream names current_output and current_input, which SWI-Prolog's
% stream arguments take for the current output and input.
:- style_check(-singleton).
:- ensure_loaded(driver).

% from_input(G): G run with current input reading "x. y".
from_input(G) :-
    open_string("x. y", S),
    current_input(Old),
    set_input(S),
    call_cleanup(G, (set_input(Old), close(S))).

g(from_input(read(current_input, X))).
g(from_input(read_term(current_input, X, []))).
g(from_input(get_char(current_input, C))).
g(from_input(peek_char(current_input, C))).
g(from_input(read_line_to_string(current_input, L))).
g(write(current_input, x)).
g(read(current_output, X)).
o(write(current_output, x)).
o(format(current_output, "~w-~a", [x, y])).
o(nl(current_output)).
o(tab(current_output, 2)).
o(put_char(current_output, a)).
o(print(current_output, 'A')).
o(writeq(current_output, 'A')).
o(write_canonical(current_output, 'A')).
o(write_term(current_output, 'A', [quoted(true)])).
o(portray_clause(current_output, f(X))).
o(flush_output(current_output)).
o(print_message_lines(current_output, 'P ', [a])).
