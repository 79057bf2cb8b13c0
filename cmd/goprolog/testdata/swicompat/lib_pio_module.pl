% args: {}
:- use_module(m_reader).
:- initialization(main, main).
main :- load_pairs('pio_data.txt', P), writeln(P), count_lines('pio_data.txt', N), writeln(N),
    read_terms('pio_terms.txt', Ts), numbervars(Ts, 0, _), print(Ts), nl,
    read_file_to_string('pio_data.txt', S, []), string_length(S, SL), writeln(SL),
    read_file_to_codes('pio_data.txt', Cs, []), length(Cs, CL), writeln(CL),
    catch(load_pairs('nofile.txt', _), E, (print_message(error, E))).
