% args: -q -g go -t halt {}
% Under -q a banner is not printed, help is.
go :-
    print_message(banner, format('banner', [])),
    print_message(help, format('help', [])),
    print_message(informational, format('info', [])).
