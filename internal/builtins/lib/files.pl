/*  read_file_to_terms/3, read_file_to_string/3, read_file_to_codes/3
    (SWI-Prolog 9's library(readutil)) and tmp_file_stream/3.

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour. The files are opened with open/4, so that a sandboxed
    program reads only what open/4 lets it read; a file name is an atom
    or a string, and Alias(Path) is resolved with absolute_file_name/3
    (access(read)), which a sandbox refuses. Of the options, encoding/1
    and the other open/4 options go to open/4, the read_term/3 options to
    read_term/3, and tail/1 gives read_file_to_codes/3 a difference list.

    tmp_file_stream/3 creates its file exclusively ('$tmp_file_create'/2)
    and opens it for writing: tmp_file_stream(+Encoding, -File, -Stream),
    or tmp_file_stream(-File, -Stream, +Options) with encoding/1 and
    extension/1 options; an unknown encoding is domain_error(encoding,
    Enc). SWI-Prolog 9.0.4 documents the second form but
    raises uninstantiation_error(utf8) on it; goprolog implements it as
    documented (and as later versions do).
*/

read_file_to_terms(Spec, Terms, Options) :-
    '$files_path'(Spec, Path),
    '$files_split_options'(Options, OpenOptions, ReadOptions),
    setup_call_cleanup(
        '$files_open'(Path, Stream, OpenOptions),
        '$files_read_terms'(Stream, Terms, ReadOptions),
        close(Stream)).

'$files_read_terms'(Stream, Terms, Options) :-
    read_term(Stream, Term, Options),
    (   Term == end_of_file
    ->  Terms = []
    ;   Terms = [Term|Rest],
        '$files_read_terms'(Stream, Rest, Options)
    ).

read_file_to_string(Spec, String, Options) :-
    '$files_path'(Spec, Path),
    '$files_split_options'(Options, OpenOptions, _),
    setup_call_cleanup(
        '$files_open'(Path, Stream, OpenOptions),
        read_stream_to_codes(Stream, Codes),
        close(Stream)),
    string_codes(String, Codes).

read_file_to_codes(Spec, Codes, Options) :-
    '$files_path'(Spec, Path),
    '$files_split_options'(Options, OpenOptions, _),
    (   memberchk(tail(Tail), Options)
    ->  true
    ;   Tail = []
    ),
    setup_call_cleanup(
        '$files_open'(Path, Stream, OpenOptions),
        read_stream_to_codes(Stream, Codes, Tail),
        close(Stream)).

%   '$files_open'(+Path, -Stream, +Options): Path opened for reading; a
%   file that does not exist, or is a directory, is SWI-Prolog's
%   existence_error(source_sink, Path) without a context.

'$files_open'(Path, Stream, Options) :-
    catch(open(Path, read, Stream, Options), Error,
          '$files_open_error'(Error, Path)).

'$files_open_error'(error(existence_error(source_sink, _), _), Path) :-
    !,
    throw(error(existence_error(source_sink, Path), _)).
'$files_open_error'(error(permission_error(open, source_sink, _), _), Path) :-
    catch(exists_directory(Path), _, fail),
    !,
    throw(error(existence_error(source_sink, Path), _)).
'$files_open_error'(Error, _) :-
    throw(Error).

%   '$files_path'(+Spec, -Path): the file a read_file_to_* spec names.

'$files_path'(Spec, _) :-
    var(Spec),
    !,
    throw(error(instantiation_error, _)).
'$files_path'(Spec, Spec) :-
    (   atom(Spec)
    ;   string(Spec)
    ),
    !.
'$files_path'(Spec, Path) :-
    compound(Spec),
    !,
    absolute_file_name(Spec, Path, [access(read)]).
'$files_path'(Spec, _) :-
    throw(error(type_error(text, Spec), _)).

%   '$files_split_options'(+Options, -OpenOptions, -ReadOptions): the
%   options of open/4 and those of read_term/3; others are dropped.

'$files_split_options'(Options, OpenOptions, ReadOptions) :-
    must_be(list, Options),
    '$files_split'(Options, OpenOptions, ReadOptions).

'$files_split'([], [], []).
'$files_split'([O|Os], Open, Read) :-
    (   compound(O),
        functor(O, Name, 1),
        memberchk(Name, [encoding, bom, type, eof_action])
    ->  Open = [O|Open1],
        Read = Read1
    ;   compound(O),
        functor(O, Name, 1),
        memberchk(Name, [syntax_errors, variable_names, module, double_quotes,
                         backquoted_string, var_prefix, dotlists])
    ->  Open = Open1,
        Read = [O|Read1]
    ;   Open = Open1,
        Read = Read1
    ),
    '$files_split'(Os, Open1, Read1).

tmp_file_stream(Enc, File, Stream) :-
    atom(Enc),
    var(File),
    var(Stream),
    !,
    '$tmp_file_create'('', File),
    '$files_open_tmp'(File, Enc, Stream).
tmp_file_stream(File, Stream, Options) :-
    must_be(list, Options),
    (   memberchk(encoding(Enc), Options)
    ->  true
    ;   Enc = utf8
    ),
    (   memberchk(extension(Ext), Options)
    ->  true
    ;   Ext = ''
    ),
    '$tmp_file_create'(Ext, File),
    '$files_open_tmp'(File, Enc, Stream).

'$files_open_tmp'(File, Enc, Stream) :-
    (   memberchk(Enc, [binary, octet, text, utf8, ascii, iso_latin_1, unicode_be,
                        unicode_le, utf16be, utf16le, wchar_t])
    ->  true
    ;   catch(delete_file(File), _, true),
        throw(error(domain_error(encoding, Enc), _))
    ),
    (   memberchk(Enc, [binary, octet])
    ->  Open = [type(binary)]
    ;   Enc == text
    ->  Open = []
    ;   Open = [encoding(Enc)]
    ),
    catch(open(File, write, Stream, Open), E,
          ( catch(delete_file(File), _, true),
            throw(E)
          )).
