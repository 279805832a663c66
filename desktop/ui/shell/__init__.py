"""The main window's shell: the application (fonts, translations, the screen's size), the window and its sections, sign-in and the About box."""
