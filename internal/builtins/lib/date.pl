/*  date_time_value/3, day_of_the_week/2 and day_of_the_year/2 of
    SWI-Prolog 9's library(date), on the date terms of
    stamp_date_time/3 (datetime.go).

    Written for goprolog from SWI-Prolog's documentation and observed
    behaviour: date_time_value/3 enumerates the keys of a date/9 in
    SWI-Prolog's order, and leaves out a zone or DST that is - (unknown);
    the day of the week (1 for Monday) and of the year are those of
    format_time/3's %u and %j.
*/

date_time_value(year, date(Y, _, _, _, _, _, _, _, _), Y).
date_time_value(month, date(_, M, _, _, _, _, _, _, _), M).
date_time_value(day, date(_, _, D, _, _, _, _, _, _), D).
date_time_value(hour, date(_, _, _, H, _, _, _, _, _), H).
date_time_value(minute, date(_, _, _, _, M, _, _, _, _), M).
date_time_value(second, date(_, _, _, _, _, S, _, _, _), S).
date_time_value(utc_offset, date(_, _, _, _, _, _, O, _, _), O).
date_time_value(time_zone, date(_, _, _, _, _, _, _, Z, _), Z) :-
    Z \== (-).
date_time_value(daylight_saving, date(_, _, _, _, _, _, _, _, D), D) :-
    D \== (-).
date_time_value(date, date(Y, M, D, _, _, _, _, _, _), date(Y, M, D)).
date_time_value(time, date(_, _, _, H, M, S, _, _, _), time(H, M, S)).

day_of_the_week(date(Year, Month, Day), DotW) :-
    format_time(atom(A), '%u', date(Year, Month, Day, 0, 0, 0, 0, -, -)),
    atom_number(A, DotW).

day_of_the_year(date(Year, Month, Day), DotY) :-
    format_time(atom(A), '%j', date(Year, Month, Day, 0, 0, 0, 0, -, -)),
    atom_number(A, DotY).
