:- use_module(colors).
tone(_, user_tone).
main :- ncolors(N), writeln(N), forall(color(C), writeln(C)),
    forall(shade(C, S), writeln(C-S)),
    catch(colors:tone(red, T), E, true), (var(E) -> writeln(T) ; true),
    ( catch(color(blue), _, fail) -> true ; writeln(no_blue) ).
