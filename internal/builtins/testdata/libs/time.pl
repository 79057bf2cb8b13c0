% format_time/3, stamp_date_time/3, date_time_stamp/2 and library(date)'s
% date_time_value/3, day_of_the_week/2, day_of_the_year/2 on fixed stamps
% and dates (the test runs both systems with TZ=UTC): every directive,
% dates not normalised, unbound zones, and the errors.
:- style_check(-singleton).
:- ensure_loaded(driver).
g(stamp_date_time(0, D, 'UTC')).
g(stamp_date_time(1700000000.5, D, 'UTC')).
g(stamp_date_time(1700000000, D, 0)).
g(stamp_date_time(1700000000, D, 3600)).
g(stamp_date_time(1700000000, D, -7200)).
g(stamp_date_time(1700000000, D, local)).
g(stamp_date_time(-1, D, 'UTC')).
g(stamp_date_time(foo, D, 'UTC')).
g(stamp_date_time(_, D, 'UTC')).
g(stamp_date_time(0, D, foo)).
g(stamp_date_time(0, D, _)).
g(date_time_stamp(date(2023,11,14,22,13,20.5,0,-,-), S)).
g(date_time_stamp(date(2023,11,14,22,13,20,0,-,-), S)).
g(date_time_stamp(date(2023,11,14,22,13,20,3600,-,-), S)).
g(date_time_stamp(date(2023,11,14,22,13,20,-,-,-), S)).
g(date_time_stamp(date(2023,11,14), S)).
g(date_time_stamp(date(2023,13,35,25,61,61,0,-,-), S)).
g(date_time_stamp(date(2023,1,1,0,0,0,0,'UTC',-), S)).
g(date_time_stamp(foo, S)).
g(date_time_stamp(_, S)).
g(date_time_stamp(date(a,1,1,0,0,0,0,-,-), S)).
g(date_time_stamp(date(2023,1,1,0,0,_,0,-,-), S)).
g(format_time(atom(A), '%Y-%m-%d %H:%M:%S %y %b %B %a %A %e %j %z %Z %F %T %D %s %%', 1700000000.5)).
g(format_time(atom(A), '%Y-%m-%d %H:%M:%S %y %b %B %a %A %e %j %z %Z', date(2023,1,5,3,4,5.25,0,'UTC',-))).
g(format_time(atom(A), '%F %T %z %Z', date(2023,1,5,3,4,5,3600,-,-))).
g(format_time(atom(A), '%F', date(2023,1,5))).
g(format_time(atom(A), '%e|%j|%s', 0)).
g(format_time(atom(A), '%Q', 0)).
g(format_time(atom(A), '%', 0)).
g(format_time(atom(A), 'abc', 0)).
g(format_time(atom(A), '%Y', foo)).
g(format_time(atom(A), '%Y', _)).
g(format_time(atom(A), foo(x), 0)).
g(format_time(string(A), "%Y", 0)).
g(format_time(codes(A), "%Y", 0)).
g(format_time(foo, "%Y", 0)).
g(format_time(atom(A), "%3S|%f|%3f|%Ez", 1.25)).
g(format_time(atom(A), "%c|%x|%X|%p|%P|%I|%l|%k|%u|%w|%V|%G|%g|%U|%W|%h|%n|%t|%C|%r|%R", 1700000000)).
g(format_time(atom(A), "%+", 1700000000)).
g(format_time(atom(A), "%3S|%f|%3f|%6f", 1.25)).
g(format_time(atom(A), "%:z", 0)).
g(format_time(atom(A), "%Ez", 0)).
g(format_time(atom(A), "%s|%S", 1.75)).
g(format_time(atom(A), "%Y|%Z|%z", date(2023,1,5,3,4,5,_,_,_))).
g(format_time(atom(A), "%Y|%Z|%z", date(2023,1,5,3,4,5,0,-,-))).
g(format_time(atom(A), "%F %T|%Z|%z", date(2023,1,5,3,4,5,-3600,'CET',false))).
g(format_time(atom(A), "%F %T|%Z|%z", date(2023,1,5,3,4,5,-3600,'CET',true))).
g(format_time(atom(A), "%F %T|%Z|%z", date(2023,14,35,3,4,5,0,-,-))).
g(format_time(atom(A), "%F %T", date(2023,1,5,3,4,foo,0,-,-))).
g(format_time(atom(A), "%F %T", date(2023,1,5))).
g(format_time(atom(A), "%F %T", date(2023,1,5,3,4,5))).
g(format_time(atom(A), `%Y`, 0)).
g(format_time(atom(A), [0'%, 0'Y], 0)).
g(format_time(atom(A), 12, 0)).
g(format_time(chars(A), "%Y", 0)).
g(format_time(A, "%Y", 0)).
g(format_time(atom(A), "%F", -100000000000)).
g(format_time(atom(A), "%F %T", 1700000000.999999)).
g(format_time(atom(A), "%a %A %b %B", 0)).
g(format_time(atom(A), "%U %W %V %G %g %u %w %j", 1704067200)).
g(format_time(atom(A), "%U %W %V %G %g %u %w %j", 1703980800)).
g(format_time(atom(A), "%I %l %p %P", 43200)).
g(format_time(atom(A), "%I %l %p %P", 0)).
g(format_time(atom(A), "%k|%e|%C", 3600)).
g(date_time_stamp(date(2023,11,14,22,13,20,_,-,-), S)).
g(date_time_stamp(date(2023,11,14,22,13,20,0,_,_), S)).
g(date_time_stamp(date(2023,11,14,22,13,20.25,0,foo,bar), S)).
g(date_time_stamp(date(2023,11,14,22,13,20), S)).
g(date_time_stamp(date(2023,11,14,0,0,0,0,-,-), S)).
g(date_time_stamp(date(1,1,1,0,0,0,0,-,-), S)).
g(date_time_stamp(date(-100,1,1,0,0,0,0,-,-), S)).
g(stamp_date_time(0.0, D, 'UTC')).
g(stamp_date_time(1700000000.999, D, 'UTC')).
g(stamp_date_time(-0.5, D, 'UTC')).
g(stamp_date_time(0, D, 1.5)).
g(stamp_date_time(0, date(Y,M,Dd,H,Mn,S,Off,TZ,DST), 'UTC')).
g(stamp_date_time(0, foo, 'UTC')).
g(stamp_date_time(0, D, "UTC")).
g(stamp_date_time(1.0e20, D, 'UTC')).
g(stamp_date_time(-1.0e20, D, 'UTC')).
g(stamp_date_time(100000000000000000000, D, 'UTC')).
g(date_time_stamp(date(2147483647,1,1,0,0,0,0,-,-), S)).
g(date_time_stamp(date(2147483648,1,1,0,0,0,0,-,-), S)).
g(date_time_stamp(date(2000,1,2147483648,0,0,0,0,-,-), S)).
g(date_time_stamp(date(100000000,1,1,0,0,0,0,-,-), S)).
g(day_of_the_week(date(2024,1,1), D)).
g(day_of_the_week(date(2023,11,14), D)).
g(day_of_the_week(date(2023,11,14,1,2,3.0,0,-,-), D)).
g(day_of_the_week(date(2023,2,30), D)).
g(day_of_the_week(foo, D)).
g(day_of_the_week(_, D)).
g(date_time_value(K, date(2023,11,14,22,13,20.5,0,'UTC',-), V)).
g(date_time_value(year, date(2023,11,14,22,13,20.5,0,'UTC',-), V)).
g(date_time_value(date, date(2023,11,14,22,13,20.5,0,'UTC',-), V)).
g(date_time_value(time, date(2023,11,14,22,13,20.5,0,'UTC',-), V)).
g(date_time_value(K, date(2023,11,14), V)).
g(date_time_value(K, foo, V)).
g(date_time_value(foo, date(2023,11,14,22,13,20.5,0,'UTC',-), V)).
g(date_time_value(time_zone, date(2023,11,14,22,13,20.5,0,-,-), V)).
g(day_of_the_year(date(2024,12,31), D)).
g(day_of_the_year(date(2023,3,1), D)).
