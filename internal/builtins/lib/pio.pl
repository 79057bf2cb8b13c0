/*  library(pio) of SWI-Prolog 9 (library(pure_input)): phrase_from_file/2,3
    and phrase_from_stream/2 run a grammar over the codes of a file or a
    stream. SWI-Prolog reads them lazily; here the text is read whole
    first, which gives the same answers for the files a program parses
    (not for an endless stream).

    Written for goprolog from SWI-Prolog's documentation.
*/

phrase_from_file(Grammar, File) :-
    phrase_from_file(Grammar, File, []).

phrase_from_file(Grammar, File, Options) :-
    setup_call_cleanup(
        open(File, read, Stream, Options),
        phrase_from_stream(Grammar, Stream),
        close(Stream)).

phrase_from_stream(Grammar, Stream) :-
    read_stream_to_codes(Stream, Codes),
    phrase(Grammar, Codes).
