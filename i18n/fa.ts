<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fa_IR">
  <context>
    <name>ComingPage</name>
    <message>
      <source>The “%1” section is coming in a later version.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>DashboardPage</name>
    <message>
      <source>Office</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Registers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shahrestan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bakhsh</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bakhshdar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Regime in force</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dehestans</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Villages</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>People</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Population of the villages</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Office not set up yet</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Dialogs</name>
    <message>
      <source>Error</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Confirm</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>JalaliDateEdit</name>
    <message>
      <source>Choose from the calendar</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source> (read-only)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Database: %1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Regime in force: %1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bakhsh office</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>OfficeForm</name>
    <message>
      <source>Office name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shahrestan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bakhsh</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bakhshdar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Regime in force</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>RegisterPage</name>
    <message>
      <source>Search…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show retired</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Add…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Edit…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Retire</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>All dehestans</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>%1 records</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Sections</name>
    <message>
      <source>Dashboard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Villages</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>People</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Councils</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Funds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Complaints</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dismissals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Land reform</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Register of letters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reports</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Settings</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SettingsPage</name>
    <message>
      <source>Office details</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Saved.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SetupDialog</name>
    <message>
      <source>Set up the office</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Welcome. Enter the office's details once; they appear on every document and can be changed later in Settings.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cancel</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>