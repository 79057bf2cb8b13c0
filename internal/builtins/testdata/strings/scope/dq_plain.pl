:- set_prolog_flag(double_quotes, chars).
p_text("ab").
