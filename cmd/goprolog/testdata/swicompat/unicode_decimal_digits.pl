% args: -q -g main -t halt {}
% Decimal digits of other scripts (Unicode category Nd), read as
% SWI-Prolog reads them: a number spelt in one script's digits (its
% fraction, exponent and digit groups too) is that number; a digit of
% another script, ASCII included, starts a new token; inside a word
% the digits are letters. The sign joins ASCII digits only: -٣ is -(3).

sum(X, Y) :- X = ٣, Y is ٣+1.

t(Text) :-
    catch(( term_to_atom(T, Text),
            with_output_to(string(S),
                           \+ \+ ( numbervars(T, 0, _),
                                   write_term(T, [quoted(true), ignore_ops(true), numbervars(true)]) )),
            ( number(T) -> K = number ; K = other ),
            format("~w: ~s ~w~n", [Text, S, K]) ),
          error(E, _),
          format("~w: ~q~n", [Text, E])).

an(A) :-
    catch(( atom_number(A, N) -> format("atom_number ~w: ~q~n", [A, N])
          ; format("atom_number ~w: fails~n", [A]) ),
          error(E, _), format("atom_number ~w: ~q~n", [A, E])).

nc(S) :-
    catch(( number_codes(N, S), format("number_codes ~s: ~q~n", [S, N]) ),
          error(E, _), format("number_codes ~s: ~q~n", [S, E])).

att(A) :-
    catch(( atom_to_term(A, T, B),
            \+ \+ ( numbervars(T, 0, _), format("atom_to_term ~w: ~q ~q~n", [A, T, B]) ) ),
          error(E, _), format("atom_to_term ~w: ~q~n", [A, E])).

main :-
    sum(X, Y), writeln(X-Y),
    forall(member(Text, ['٣', '٣٤', '١٠', '१२', '１２', '꧑', '٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣',
                         '1٣', '٣1', '১٣', 'a٣', 'x_٣', '٣a', '٣.٥', '٣٣.٥٥', '٣.٥٥e٣',
                         '٣e٣', '٣.٥e+٣', '٣.٥e2', '٣e2', '٣_٣', '٣ ٣', '1_٣', '٣r٤',
                         '٣r4', '-٣', '- ٣', 'f(-٣)', 'a- ٣', '[٣,٤]', '٣+٤', '٣-٤',
                         'f(٣)', '0\'٣', 'X٣', 'f(X٣, x٣, _٣)']), t(Text)),
    forall(member(A, ['٣', '٣٤', '1٣', 'a٣', '٣a', ' ٣', '٣ ', '١٠', '١٠٠', '٣.٥', '٣_٣',
                      '-٣', '+٣', '٣.٥e2', '٠٠٣']), an(A)),
    forall(member(S, ["٣", "٣٤", "1٣", "a٣", " ٣", "  -٣", "١٠", "٣.٥", "-٣.٥", "0'٣", "-٣",
                      "- ٣", "+٣", "٣_٣", "٣ ٣", "٣.٥e2", "٣\n"]), nc(S)),
    forall(member(A, ['٣', 'a٣', '٣a', '1٣', 'f(٣, a٣, X٣)']), att(A)),
    forall(member(A, ['٣', 'a٣', '٣a', '١٠', 'x٣y', '٣٣', 'X٣']), (writeq(A), nl)),
    writeq(f('a٣', '٣', a٣b)), nl,
    atom_codes(A1, [0'a, 0x663]), writeq(A1), nl,
    ( char_type('٣', digit(W)) -> writeln(W) ; writeln(no_digit) ),
    ( code_type(0'٣, digit) -> writeln(digit) ; writeln(not_digit) ),
    ( char_type('٣', csym) -> writeln(csym) ; writeln(not_csym) ).
