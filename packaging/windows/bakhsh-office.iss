; Inno Setup script: turns the PyInstaller folder dist\bakhsh-office\ into one installer,
; Output\bakhsh-office-<version>-setup.exe, with a Start-menu shortcut and an uninstaller.
; Build it on Windows after the bundle (packaging/README.md, "Windows"):
;     iscc /DAppVersion=0.1.0 packaging\windows\bakhsh-office.iss
; It installs for the current user (no administrator rights needed on an office PC); the
; database stays in %APPDATA%\bakhsh-office and is never touched by an uninstall.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6C1B7E34-6B4E-4E53-9B55-2B1A1F0B1331}
AppName=Bakhsh office (دفتر بخشداری)
AppVersion={#AppVersion}
AppPublisher=bakhsh-office
DefaultDirName={localappdata}\Programs\bakhsh-office
DefaultGroupName=دفتر بخشداری
PrivilegesRequired=lowest
DisableProgramGroupPage=yes
OutputDir=..\..\dist
OutputBaseFilename=bakhsh-office-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\bakhsh-office.ico
UninstallDisplayIcon={app}\bakhsh-office.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
LicenseFile=..\..\LICENSE

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\bakhsh-office\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\دفتر بخشداری"; Filename: "{app}\bakhsh-office.exe"
Name: "{group}\دفتر بخشداری (نمونهٔ آزمایشی)"; Filename: "{app}\bakhsh-office.exe"; Parameters: "--demo"
Name: "{group}\{cm:UninstallProgram,دفتر بخشداری}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\دفتر بخشداری"; Filename: "{app}\bakhsh-office.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\bakhsh-office.exe"; Description: "{cm:LaunchProgram,دفتر بخشداری}"; Flags: nowait postinstall skipifsilent
