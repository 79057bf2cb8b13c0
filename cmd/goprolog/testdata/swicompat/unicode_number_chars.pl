% args: -q -g main -t halt {}
% Unicode numbers outside the decimal digits, read as SWI-Prolog reads
% them: an "other number" (², ½) is a solo character, an atom of its own
% that writeq writes unquoted and that reads back; a letter number (Ⅰ,
% ⅰ) begins a word, a variable's when it is a capital.
:- set_prolog_flag(double_quotes, codes).

t(Text) :-
    catch(( term_to_atom(T, Text),
            with_output_to(string(S), writeq(T)),
            term_to_atom(T2, S),
            ( T2 =@= T -> R = round_trip ; R = differs(T2) ),
            format("~w: ~s ~w~n", [Text, S, R]) ),
          error(E, _),
          format("~w: ~q~n", [Text, E])).

main :-
    forall(member(X, ['²', '½', 'f(²,½)', '[²|½]', '² + ½', 'a²', '²²', 'Ⅰ', 'ⅰ', 'ⅰⅱ', 'f(ⅰ, Ⅰ)', 'ⅰx', 'x²', '- ²']), t(X)),
    atom_length('²', L), writeln(L),
    X = '²', atom_codes(X, Cs), writeln(Cs).
