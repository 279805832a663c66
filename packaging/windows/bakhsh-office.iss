; Inno Setup script: turns the PyInstaller folder dist\bakhsh-office\ into one installer,
; dist\bakhsh-office-<version>-setup.exe, with Start-menu shortcuts and an uninstaller.
; Build it on Windows after the bundle (packaging/README.md, "Windows"):
;     iscc packaging\windows\bakhsh-office.iss
; Needs Inno Setup 6.3 or newer (checked below). The file is UTF-8 with a byte-order mark, so
; the Persian names read correctly. The version comes from pyproject.toml: the PyInstaller step
; writes it to build\pyinstaller\version.iss. The wizard speaks Persian (right to left) or
; English, as Windows' language is; the Persian messages are Inno Setup's unofficial Farsi.isl,
; which is not installed with Inno Setup: put it beside this file first (README, step 2).
; It installs for the current user (no administrator rights needed on an office PC); the
; database stays in %LOCALAPPDATA%\bakhsh-office and is never touched by an uninstall.

#if Ver < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or newer is needed (x64compatible, UTF-8 scripts)
#endif
#define VersionFile AddBackslash(SourcePath) + "..\..\build\pyinstaller\version.iss"
#if !FileExists(VersionFile)
  #error build\pyinstaller\version.iss is missing: run the PyInstaller step first (it writes the version from pyproject.toml)
#endif
#include VersionFile
#define FarsiMessages AddBackslash(SourcePath) + "Farsi.isl"
#if !FileExists(FarsiMessages)
  #error packaging\windows\Farsi.isl is missing: download Inno Setup's unofficial Persian translation (README, step 2)
#endif

[Setup]
AppId={{6C1B7E34-6B4E-4E53-9B55-2B1A1F0B1331}
AppName=دفتر بخشداری (Bakhsh office)
AppVersion={#AppVersion}
AppPublisher=bakhsh-office
DefaultDirName={localappdata}\Programs\bakhsh-office
DefaultGroupName=دفتر بخشداری
PrivilegesRequired=lowest
DisableProgramGroupPage=yes
; 64-bit Windows 10 or 11 only: checked in InitializeSetup below, with a message in the wizard's
; language (Windows' own refusal would name neither the version nor the reason)
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=6.1
OutputDir=..\..\dist
OutputBaseFilename=bakhsh-office-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\bakhsh-office.ico
UninstallDisplayIcon={app}\bakhsh-office.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto

[Languages]
; The GPL is shown as information (InfoBeforeFile), not as a licence to accept: it asks nothing
; of the person who only installs and uses the program.
Name: "persian"; MessagesFile: "{#FarsiMessages}"; InfoBeforeFile: "info-fa.txt"
Name: "english"; MessagesFile: "compiler:Default.isl"; InfoBeforeFile: "..\..\LICENSE"

[LangOptions]
persian.LanguageName=فارسی
persian.LanguageID=$0429
persian.RightToLeft=yes

[CustomMessages]
persian.NeedsWindows10x64=این برنامه فقط روی ویندوز ۱۰ یا ۱۱ نسخهٔ ۶۴ بیتی نصب می‌شود. ویندوز این رایانه قدیمی‌تر یا ۳۲ بیتی است.
english.NeedsWindows10x64=This program installs only on 64-bit Windows 10 or 11. This PC's Windows is older or 32-bit.
persian.DemoShortcut=دفتر بخشداری (نمونهٔ آزمایشی)
english.DemoShortcut=دفتر بخشداری (demo)

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\bakhsh-office\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\دفتر بخشداری"; Filename: "{app}\bakhsh-office.exe"
Name: "{group}\{cm:DemoShortcut}"; Filename: "{app}\bakhsh-office.exe"; Parameters: "--demo"
Name: "{group}\{cm:UninstallProgram,دفتر بخشداری}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\دفتر بخشداری"; Filename: "{app}\bakhsh-office.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\bakhsh-office.exe"; Description: "{cm:LaunchProgram,دفتر بخشداری}"; Flags: nowait postinstall skipifsilent

[Code]
function InitializeSetup(): Boolean;
var
  Version: TWindowsVersion;
begin
  GetWindowsVersionEx(Version);
  Result := IsX64Compatible and (Version.Major >= 10);
  if not Result then
    SuppressibleMsgBox(CustomMessage('NeedsWindows10x64'), mbCriticalError, MB_OK, IDOK);
end;
