"""The councils' screens (services/councils): the page, and one module per dialog: forming a council, its election, filling a seat, a member, the officers, a session; common holds what they share."""
