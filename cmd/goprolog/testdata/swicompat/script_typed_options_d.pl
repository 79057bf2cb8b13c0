% args: m_typed_script.pl --bogus
% A script whose options are typed by opt_type/3 (library(main)'s argv_options/3).
