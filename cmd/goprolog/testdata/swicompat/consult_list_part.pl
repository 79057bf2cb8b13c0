% Loaded by consult_list.pl.
part_loaded.
