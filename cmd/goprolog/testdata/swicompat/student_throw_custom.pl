% args: -q -g main -t halt {}
check_age(A) :- ( integer(A) -> true ; throw(error(type_error(integer, A), check_age/1)) ),
    ( A >= 0 -> true ; domain_error(non_negative, A) ).
main :- catch(check_age(x), E, (print_message(error, E))),
    catch(check_age(-5), E2, (print_message(error, E2))),
    catch(must_be(positive_integer, 0), E3, (print_message(error, E3))),
    catch(must_be(list, [a|b]), E4, (print_message(error, E4))),
    catch(must_be(boolean, yes), E5, (print_message(error, E5))),
    catch(must_be(oneof([a, b]), c), E6, (print_message(error, E6))),
    catch(type_error(foo, bar), E7, (print_message(error, E7))),
    catch(existence_error(file, 'x.txt'), E8, (print_message(error, E8))),
    catch(permission_error(open, file, 'y'), E9, (print_message(error, E9))),
    catch(resource_error(tables), E10, (print_message(error, E10))),
    catch(instantiation_error(_), E11, (print_message(error, E11))),
    catch(representation_error(x), E12, (print_message(error, E12))),
    catch(syntax_error(bad), E13, (print_message(error, E13))),
    catch(must_be(between(1, 5), 7), E14, (print_message(error, E14))),
    catch(is_of_type(nosuchtype, 1), E15, (print_message(error, E15))),
    check_age(3).
