% args: m_typed_script.pl --verbose -n 2 a.txt b.txt
% A script whose options are typed by opt_type/3 (library(main)'s argv_options/3).
