<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fa_IR">
  <context>
    <name>AuditPage</name>
    <message>
      <source>Search in old and new values…</source>
      <translation>جست‌وجو در مقدارهای پیشین و تازه…</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>تازه‌سازی</translation>
    </message>
    <message>
      <source>When</source>
      <translation>زمان</translation>
    </message>
    <message>
      <source>Who</source>
      <translation>کاربر</translation>
    </message>
    <message>
      <source>Record</source>
      <translation>پرونده</translation>
    </message>
    <message>
      <source>What</source>
      <translation>تغییر</translation>
    </message>
    <message>
      <source>All records</source>
      <translation>همهٔ پرونده‌ها</translation>
    </message>
    <message>
      <source>Everyone</source>
      <translation>همهٔ کاربران</translation>
    </message>
    <message>
      <source>%1 entries</source>
      <translation>%1 رویداد</translation>
    </message>
  </context>
  <context>
    <name>BatchPrintDialog</name>
    <message>
      <source>Batch printing</source>
      <translation>چاپ گروهی</translation>
    </message>
    <message>
      <source>Document</source>
      <translation>سند</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>Everyone who is</source>
      <translation>همهٔ کسانی که نقششان</translation>
    </message>
    <message>
      <source>Choose…</source>
      <translation>گزینش…</translation>
    </message>
    <message>
      <source>Save the PDFs in</source>
      <translation>ذخیرهٔ PDFها در</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>آغاز</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>لغو</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>بستن</translation>
    </message>
    <message>
      <source>Nobody in this village holds that role.</source>
      <translation>در این آبادی کسی این نقش را ندارد.</translation>
    </message>
    <message>
      <source>Choose a folder for the PDFs.</source>
      <translation>پوشه‌ای برای PDFها برگزینید.</translation>
    </message>
    <message>
      <source>The database is open read-only.</source>
      <translation>پایگاه داده فقط‌خواندنی باز شده است.</translation>
    </message>
    <message>
      <source>%1 of %2 issued</source>
      <translation>%1 از %2 صادر شد</translation>
    </message>
    <message>
      <source>Cancelled: %1 letters issued.</source>
      <translation>لغو شد: %1 نامه صادر شده است.</translation>
    </message>
    <message>
      <source>Done: %1 letters issued.</source>
      <translation>پایان: %1 نامه صادر شد.</translation>
    </message>
    <message>
      <source>Not issued: %1</source>
      <translation>صادر نشد: %1</translation>
    </message>
  </context>
  <context>
    <name>CancelDialog</name>
    <message>
      <source>Cancel number %1</source>
      <translation>ابطال شمارهٔ %1</translation>
    </message>
    <message>
      <source>The number stays in the book, marked cancelled, with this reason.</source>
      <translation>این شماره با نشان «باطل» و همین علت در دفتر می‌ماند.</translation>
    </message>
    <message>
      <source>Reason</source>
      <translation>علت ابطال</translation>
    </message>
    <message>
      <source>Cancel the number</source>
      <translation>ابطال شماره</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>بستن</translation>
    </message>
  </context>
  <context>
    <name>ChangeTable</name>
    <message>
      <source>Field</source>
      <translation>خانه</translation>
    </message>
    <message>
      <source>Before</source>
      <translation>پیش از تغییر</translation>
    </message>
    <message>
      <source>After</source>
      <translation>پس از تغییر</translation>
    </message>
  </context>
  <context>
    <name>ComingPage</name>
    <message>
      <source>The “%1” section is coming in a later version.</source>
      <translation>بخش «%1» در نسخه‌های بعدی می‌آید.</translation>
    </message>
  </context>
  <context>
    <name>DashboardPage</name>
    <message>
      <source>Office</source>
      <translation>اداره</translation>
    </message>
    <message>
      <source>Registers</source>
      <translation>دفترها</translation>
    </message>
    <message>
      <source>Shahrestan</source>
      <translation>شهرستان</translation>
    </message>
    <message>
      <source>Bakhsh</source>
      <translation>بخش</translation>
    </message>
    <message>
      <source>Bakhshdar</source>
      <translation>بخشدار</translation>
    </message>
    <message>
      <source>Regime in force</source>
      <translation>قانون حاکم</translation>
    </message>
    <message>
      <source>Dehestans</source>
      <translation>دهستان‌ها</translation>
    </message>
    <message>
      <source>Villages</source>
      <translation>آبادی‌ها</translation>
    </message>
    <message>
      <source>People</source>
      <translation>اشخاص</translation>
    </message>
    <message>
      <source>Population of the villages</source>
      <translation>جمعیت آبادی‌ها</translation>
    </message>
    <message>
      <source>Letters sent this year</source>
      <translation>نامه‌های صادرهٔ امسال</translation>
    </message>
    <message>
      <source>Letters received this year</source>
      <translation>نامه‌های واردهٔ امسال</translation>
    </message>
    <message>
      <source>Last backup</source>
      <translation>آخرین پشتیبان</translation>
    </message>
    <message>
      <source>Office not set up yet</source>
      <translation>اداره هنوز راه‌اندازی نشده است</translation>
    </message>
    <message>
      <source>none yet</source>
      <translation>هنوز گرفته نشده است</translation>
    </message>
  </context>
  <context>
    <name>DehestanDialog</name>
    <message>
      <source>Edit dehestan</source>
      <translation>ویرایش دهستان</translation>
    </message>
    <message>
      <source>Add dehestan</source>
      <translation>افزودن دهستان</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>نام</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>یادداشت</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
    </message>
  </context>
  <context>
    <name>DehestansDialog</name>
    <message>
      <source>Dehestans</source>
      <translation>دهستان‌ها</translation>
    </message>
    <message>
      <source>Show retired</source>
      <translation>نمایش بایگانی‌شده‌ها</translation>
    </message>
    <message>
      <source>Dehestan</source>
      <translation>دهستان</translation>
    </message>
    <message>
      <source>Villages</source>
      <translation>آبادی‌ها</translation>
    </message>
    <message>
      <source>Add…</source>
      <translation>افزودن…</translation>
    </message>
    <message>
      <source>Edit…</source>
      <translation>ویرایش…</translation>
    </message>
    <message>
      <source>Retire</source>
      <translation>بایگانی</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>بستن</translation>
    </message>
    <message>
      <source>Restore</source>
      <translation>بازگردانی</translation>
    </message>
    <message>
      <source>Retire this dehestan? It stays in the records but leaves the lists.</source>
      <translation>این دهستان بایگانی شود؟ در سوابق می‌ماند ولی از فهرست‌ها بیرون می‌رود.</translation>
    </message>
  </context>
  <context>
    <name>Dialogs</name>
    <message>
      <source>Error</source>
      <translation>خطا</translation>
    </message>
    <message>
      <source>Confirm</source>
      <translation>تأیید</translation>
    </message>
  </context>
  <context>
    <name>Exporter</name>
    <message>
      <source>Export list</source>
      <translation>خروجی گرفتن از فهرست</translation>
    </message>
    <message>
      <source>Excel workbook (*.xlsx);;CSV, UTF-8 (*.csv)</source>
      <translation>کارپوشهٔ اکسل (*.xlsx);;CSV با UTF-8 (*.csv)</translation>
    </message>
    <message>
      <source>%1 rows written to %2.</source>
      <translation>%1 ردیف در %2 نوشته شد.</translation>
    </message>
  </context>
  <context>
    <name>FileDialog</name>
    <message>
      <source>Look in:</source>
      <translation>پوشه:</translation>
    </message>
    <message>
      <source>File name:</source>
      <translation>نام پرونده:</translation>
    </message>
    <message>
      <source>Files of type:</source>
      <translation>گونهٔ پرونده:</translation>
    </message>
    <message>
      <source>Choose</source>
      <translation>گزینش</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
    </message>
    <message>
      <source>PDF files (*.pdf)</source>
      <translation>پرونده‌های PDF (*.pdf)</translation>
    </message>
  </context>
  <context>
    <name>Forms</name>
    <message>
      <source>Unsaved changes</source>
      <translation>تغییرهای ذخیره‌نشده</translation>
    </message>
    <message>
      <source>Discard the changes you typed?</source>
      <translation>آنچه نوشته‌اید ذخیره نشده است. کنار گذاشته شود؟</translation>
    </message>
  </context>
  <context>
    <name>ImportDialog</name>
    <message>
      <source>Import people</source>
      <translation>ورود اشخاص از پرونده</translation>
    </message>
    <message>
      <source>Import villages</source>
      <translation>ورود آبادی‌ها از پرونده</translation>
    </message>
    <message>
      <source>Choose file…</source>
      <translation>گزینش پرونده…</translation>
    </message>
    <message>
      <source>No file chosen (CSV or Excel).</source>
      <translation>پرونده‌ای برگزیده نشده است (CSV یا اکسل).</translation>
    </message>
    <message>
      <source>Detect encoding</source>
      <translation>تشخیص خودکار نویسه‌گذاری</translation>
    </message>
    <message>
      <source>Windows-1256 (Arabic)</source>
      <translation>ویندوز ۱۲۵۶ (عربی)</translation>
    </message>
    <message>
      <source>Preview</source>
      <translation>پیش‌نمایش</translation>
    </message>
    <message>
      <source>Line</source>
      <translation>ردیف</translation>
    </message>
    <message>
      <source>Why it is refused</source>
      <translation>علت نپذیرفتن</translation>
    </message>
    <message>
      <source>Import the good rows</source>
      <translation>ورود ردیف‌های درست</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
    </message>
    <message>
      <source>Choose file</source>
      <translation>گزینش پرونده</translation>
    </message>
    <message>
      <source>Lists (*.csv *.xlsx *.txt)</source>
      <translation>فهرست‌ها (*.csv *.xlsx *.txt)</translation>
    </message>
    <message>
      <source>%1: %2 rows</source>
      <translation>%1: %2 ردیف</translation>
    </message>
    <message>
      <source>(not imported)</source>
      <translation>(وارد نشود)</translation>
    </message>
    <message>
      <source>Choose a file first.</source>
      <translation>نخست پرونده‌ای برگزینید.</translation>
    </message>
    <message>
      <source>The database is open read-only.</source>
      <translation>پایگاه داده فقط‌خواندنی باز شده است.</translation>
    </message>
    <message>
      <source>Checking the rows…</source>
      <translation>بررسی ردیف‌ها…</translation>
    </message>
    <message>
      <source>Cancelled; nothing was imported.</source>
      <translation>لغو شد؛ هیچ ردیفی وارد نشد.</translation>
    </message>
    <message>
      <source>%1 rows can be imported; %2 rows are refused and will not be imported.</source>
      <translation>%1 ردیف آمادهٔ ورود است؛ %2 ردیف پذیرفته نیست و وارد نمی‌شود.</translation>
    </message>
    <message>
      <source>Importing…</source>
      <translation>در حال ورود…</translation>
    </message>
  </context>
  <context>
    <name>IncomingDialog</name>
    <message>
      <source>Register an incoming letter</source>
      <translation>ثبت نامهٔ وارده</translation>
    </message>
    <message>
      <source>&amp;From</source>
      <translation>&amp;فرستنده</translation>
    </message>
    <message>
      <source>S&amp;ubject</source>
      <translation>&amp;موضوع</translation>
    </message>
    <message>
      <source>Received on</source>
      <translation>تاریخ دریافت</translation>
    </message>
    <message>
      <source>Their number</source>
      <translation>شمارهٔ نامهٔ فرستنده</translation>
    </message>
    <message>
      <source>Their date</source>
      <translation>تاریخ نامهٔ فرستنده</translation>
    </message>
    <message>
      <source>Referred to (ارجاع)</source>
      <translation>ارجاع به</translation>
    </message>
    <message>
      <source>the person who is to act on it</source>
      <translation>کسی که باید به آن رسیدگی کند</translation>
    </message>
    <message>
      <source>Reply due by</source>
      <translation>مهلت پاسخ</translation>
    </message>
    <message>
      <source>none</source>
      <translation>ندارد</translation>
    </message>
    <message>
      <source>Choose s&amp;can or PDF…</source>
      <translation>گزینش &amp;اسکن یا PDF…</translation>
    </message>
    <message>
      <source>Scan</source>
      <translation>اسکن نامه</translation>
    </message>
    <message>
      <source>Scan of the letter</source>
      <translation>اسکن نامه</translation>
    </message>
    <message>
      <source>Scans (*.pdf *.png *.jpg *.jpeg *.tif *.tiff)</source>
      <translation>اسکن‌ها (*.pdf *.png *.jpg *.jpeg *.tif *.tiff)</translation>
    </message>
    <message>
      <source>The file could not be read: %1</source>
      <translation>پرونده خوانده نشد: %1</translation>
    </message>
    <message>
      <source>Registered as incoming number %1. Write it on the letter.</source>
      <translation>با شمارهٔ واردهٔ %1 ثبت شد. این شماره را روی نامه بنویسید.</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>بستن</translation>
    </message>
  </context>
  <context>
    <name>JalaliDateEdit</name>
    <message>
      <source>e.g. %1</source>
      <translation>مثلاً %1</translation>
    </message>
    <message>
      <source>Choose from the calendar</source>
      <translation>انتخاب از تقویم</translation>
    </message>
  </context>
  <context>
    <name>LettersPage</name>
    <message>
      <source>Search by number (%1), their number, recipient or subject…</source>
      <translation>جست‌وجو در شماره (%1)، شمارهٔ فرستنده، گیرنده یا موضوع…</translation>
    </message>
    <message>
      <source>Outgoing and incoming</source>
      <translation>صادره و وارده</translation>
    </message>
    <message>
      <source>Outgoing</source>
      <translation>صادره</translation>
    </message>
    <message>
      <source>Incoming</source>
      <translation>وارده</translation>
    </message>
    <message>
      <source>From</source>
      <translation>از</translation>
    </message>
    <message>
      <source>to</source>
      <translation>تا</translation>
    </message>
    <message>
      <source>Show cancelled</source>
      <translation>نمایش باطل‌شده‌ها</translation>
    </message>
    <message>
      <source>Cancelled</source>
      <translation>باطل</translation>
    </message>
    <message>
      <source>Number</source>
      <translation>شماره</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>تاریخ</translation>
    </message>
    <message>
      <source>Kind</source>
      <translation>نوع</translation>
    </message>
    <message>
      <source>Recipient / sender</source>
      <translation>گیرنده / فرستنده</translation>
    </message>
    <message>
      <source>Subject</source>
      <translation>موضوع</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>وضعیت</translation>
    </message>
    <message>
      <source>&amp;New document…</source>
      <translation>&amp;سند تازه…</translation>
    </message>
    <message>
      <source>&amp;Register incoming…</source>
      <translation>&amp;ثبت وارده…</translation>
    </message>
    <message>
      <source>&amp;Show / reprint…</source>
      <translation>&amp;نمایش / چاپ رونوشت…</translation>
    </message>
    <message>
      <source>C&amp;opy into a new letter…</source>
      <translation>&amp;رونوشت‌برداری در نامهٔ تازه…</translation>
    </message>
    <message>
      <source>Re&amp;fer / reply due…</source>
      <translation>ار&amp;جاع / مهلت پاسخ…</translation>
    </message>
    <message>
      <source>Sc&amp;an…</source>
      <translation>اس&amp;کن…</translation>
    </message>
    <message>
      <source>&amp;Cancel number…</source>
      <translation>ا&amp;بطال شماره…</translation>
    </message>
    <message>
      <source>&amp;Batch…</source>
      <translation>چاپ &amp;گروهی…</translation>
    </message>
    <message>
      <source>Print the boo&amp;k…</source>
      <translation>چاپ &amp;دفتر…</translation>
    </message>
    <message>
      <source>Starting n&amp;umber…</source>
      <translation>شمارهٔ آ&amp;غاز…</translation>
    </message>
    <message>
      <source>%1 letters</source>
      <translation>%1 نامه</translation>
    </message>
    <message>
      <source>answered by %1</source>
      <translation>پاسخ‌داده با %1</translation>
    </message>
    <message>
      <source>reply by %1</source>
      <translation>مهلت پاسخ %1</translation>
    </message>
    <message>
      <source>referred to %1</source>
      <translation>ارجاع به %1</translation>
    </message>
    <message>
      <source>Cancelled: %1</source>
      <translation>باطل: %1</translation>
    </message>
    <message>
      <source>Their number: %1</source>
      <translation>شمارهٔ فرستنده: %1</translation>
    </message>
    <message>
      <source>A scan is kept with it.</source>
      <translation>اسکن آن نگاه داشته شده است.</translation>
    </message>
    <message>
      <source>Only an incoming letter is referred.</source>
      <translation>تنها نامهٔ وارده ارجاع می‌شود.</translation>
    </message>
    <message>
      <source>No scan is kept with letter %1.</source>
      <translation>اسکنی از نامهٔ %1 نگاه داشته نشده است.</translation>
    </message>
    <message>
      <source>An incoming letter has no document to print.</source>
      <translation>نامهٔ وارده متنی برای چاپ ندارد.</translation>
    </message>
    <message>
      <source>Starting number</source>
      <translation>شمارهٔ آغاز</translation>
    </message>
    <message>
      <source>First number of the outgoing letters of year %1 (to continue the paper book):</source>
      <translation>نخستین شمارهٔ نامه‌های صادرهٔ سال %1 (برای ادامهٔ دفتر کاغذی):</translation>
    </message>
    <message>
      <source>Numbering of year %1 will start at %2. Continue?</source>
      <translation>شماره‌گذاری سال %1 از %2 آغاز می‌شود. ادامه می‌دهید؟</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source> (read-only)</source>
      <translation> (فقط‌خواندنی)</translation>
    </message>
    <message>
      <source>Database: %1</source>
      <translation>پایگاه داده: %1</translation>
    </message>
    <message>
      <source>Regime in force: %1</source>
      <translation>قانون حاکم: %1</translation>
    </message>
    <message>
      <source>Bakhsh office</source>
      <translation>دفتر بخشداری</translation>
    </message>
  </context>
  <context>
    <name>NewDocumentDialog</name>
    <message>
      <source>New document</source>
      <translation>سند تازه</translation>
    </message>
    <message>
      <source>&amp;Document</source>
      <translation>&amp;سند</translation>
    </message>
    <message>
      <source>&amp;Village</source>
      <translation>&amp;آبادی</translation>
    </message>
    <message>
      <source>&amp;Person</source>
      <translation>&amp;شخص</translation>
    </message>
    <message>
      <source>Choose the record the document is about.</source>
      <translation>پرونده‌ای را که سند دربارهٔ آن است برگزینید.</translation>
    </message>
  </context>
  <context>
    <name>NumberFormatGroup</name>
    <message>
      <source>Register numbers</source>
      <translation>شمارهٔ نامه‌ها</translation>
    </message>
    <message>
      <source>How every number of the register is written, on screen and on paper. Letters already issued keep the number they were printed with.</source>
      <translation>هر شمارهٔ دفتر اندیکاتور، روی صفحه و روی کاغذ، این‌گونه نوشته می‌شود. نامه‌های صادرشده همان شماره‌ای را نگاه می‌دارند که با آن چاپ شده‌اند.</translation>
    </message>
    <message>
      <source>Prefix (the office's code)</source>
      <translation>پیشوند (نشانهٔ اداره)</translation>
    </message>
    <message>
      <source>Series of outgoing letters</source>
      <translation>حرف سری نامه‌های صادره</translation>
    </message>
    <message>
      <source>Series of incoming letters</source>
      <translation>حرف سری نامه‌های وارده</translation>
    </message>
    <message>
      <source>Year</source>
      <translation>سال</translation>
    </message>
    <message>
      <source>Write the year</source>
      <translation>سال در شماره نوشته شود</translation>
    </message>
    <message>
      <source>Save the number format</source>
      <translation>ذخیرهٔ شیوهٔ شماره</translation>
    </message>
    <message>
      <source>Outgoing: %1   Incoming: %2</source>
      <translation>صادره: %1   وارده: %2</translation>
    </message>
    <message>
      <source>Saved.</source>
      <translation>ذخیره شد.</translation>
    </message>
  </context>
  <context>
    <name>OfficeForm</name>
    <message>
      <source>Office name</source>
      <translation>نام اداره</translation>
    </message>
    <message>
      <source>Shahrestan</source>
      <translation>شهرستان</translation>
    </message>
    <message>
      <source>Bakhsh</source>
      <translation>بخش</translation>
    </message>
    <message>
      <source>Bakhshdar</source>
      <translation>بخشدار</translation>
    </message>
    <message>
      <source>Regime in force</source>
      <translation>قانون حاکم</translation>
    </message>
  </context>
  <context>
    <name>PeoplePage</name>
    <message>
      <source>Search by name, father's name, national code…</source>
      <translation>جستجو با نام، نام پدر، کد ملی…</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>نام</translation>
    </message>
    <message>
      <source>Father's name</source>
      <translation>نام پدر</translation>
    </message>
    <message>
      <source>National code</source>
      <translation>کد ملی</translation>
    </message>
    <message>
      <source>Birth date</source>
      <translation>تاریخ تولد</translation>
    </message>
    <message>
      <source>Resident in</source>
      <translation>ساکن</translation>
    </message>
    <message>
      <source>All villages</source>
      <translation>همهٔ آبادی‌ها</translation>
    </message>
    <message>
      <source>Retire this person? The record stays, with its history, but leaves the lists.</source>
      <translation>این شخص بایگانی شود؟ پرونده با سابقه‌اش می‌ماند ولی از فهرست‌ها بیرون می‌رود.</translation>
    </message>
  </context>
  <context>
    <name>PersonDialog</name>
    <message>
      <source>Edit person</source>
      <translation>ویرایش شخص</translation>
    </message>
    <message>
      <source>Add person</source>
      <translation>افزودن شخص</translation>
    </message>
    <message>
      <source>First name</source>
      <translation>نام</translation>
    </message>
    <message>
      <source>Last name</source>
      <translation>نام خانوادگی</translation>
    </message>
    <message>
      <source>Father's name</source>
      <translation>نام پدر</translation>
    </message>
    <message>
      <source>Identity card number</source>
      <translation>شمارهٔ شناسنامه</translation>
    </message>
    <message>
      <source>Place of issue</source>
      <translation>محل صدور</translation>
    </message>
    <message>
      <source>Birth date</source>
      <translation>تاریخ تولد</translation>
    </message>
    <message>
      <source>National code</source>
      <translation>کد ملی</translation>
    </message>
    <message>
      <source>Resident in</source>
      <translation>ساکن</translation>
    </message>
    <message>
      <source>(not in a village of this bakhsh)</source>
      <translation>(ساکن آبادی‌های این بخش نیست)</translation>
    </message>
    <message>
      <source>Address</source>
      <translation>نشانی</translation>
    </message>
    <message>
      <source>Literate</source>
      <translation>باسواد</translation>
    </message>
    <message>
      <source>Iranian citizen</source>
      <translation>تبعهٔ ایران</translation>
    </message>
    <message>
      <source>Has a criminal conviction</source>
      <translation>محکومیت کیفری دارد</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>وضعیت</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>یادداشت</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>بستن</translation>
    </message>
    <message>
      <source>Saved. Check:</source>
      <translation>ذخیره شد. بررسی کنید:</translation>
    </message>
  </context>
  <context>
    <name>PersonPicker</name>
    <message>
      <source>Name or national code…</source>
      <translation>نام یا کد ملی…</translation>
    </message>
    <message>
      <source>— choose a person —</source>
      <translation>— شخص را برگزینید —</translation>
    </message>
  </context>
  <context>
    <name>PrintPreviewDialog</name>
    <message>
      <source>In reply to (عطف)</source>
      <translation>عطف به</translation>
    </message>
    <message>
      <source>Following (پیرو)</source>
      <translation>پیرو</translation>
    </message>
    <message>
      <source>Attachments</source>
      <translation>پیوست</translation>
    </message>
    <message>
      <source>incoming no., e.g. %1</source>
      <translation>شمارهٔ وارده، مانند %1</translation>
    </message>
    <message>
      <source>outgoing no., e.g. %1</source>
      <translation>شمارهٔ صادره، مانند %1</translation>
    </message>
    <message>
      <source>&amp;Print…</source>
      <translation>&amp;چاپ…</translation>
    </message>
    <message>
      <source>&amp;Save PDF…</source>
      <translation>&amp;ذخیرهٔ PDF…</translation>
    </message>
    <message>
      <source>Copy into a &amp;new letter…</source>
      <translation>&amp;رونوشت‌برداری در نامهٔ تازه…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>بستن</translation>
    </message>
    <message>
      <source>Print preview</source>
      <translation>پیش‌نمایش چاپ</translation>
    </message>
    <message>
      <source>Letter %1</source>
      <translation>نامهٔ %1</translation>
    </message>
    <message>
      <source>Issued letter; printing it again makes a copy marked «رونوشت».</source>
      <translation>نامهٔ صادرشده؛ چاپ دوباره رونوشتی با نشان «رونوشت» می‌سازد.</translation>
    </message>
    <message>
      <source>&amp;Print copy…</source>
      <translation>&amp;چاپ رونوشت…</translation>
    </message>
    <message>
      <source>&amp;Save copy…</source>
      <translation>&amp;ذخیرهٔ رونوشت…</translation>
    </message>
    <message>
      <source>Draft: type the document's parts beside it; printing or saving takes the next number of the register of letters.</source>
      <translation>پیش‌نویس: بخش‌های سند را در کنار آن بنویسید؛ چاپ یا ذخیره، شمارهٔ بعدی دفتر اندیکاتور را می‌گیرد.</translation>
    </message>
    <message>
      <source>Issue and &amp;print…</source>
      <translation>صدور و &amp;چاپ…</translation>
    </message>
    <message>
      <source>Issue and &amp;save PDF…</source>
      <translation>صدور و &amp;ذخیرهٔ PDF…</translation>
    </message>
    <message>
      <source>Saved in %1</source>
      <translation>در %1 ذخیره شد.</translation>
    </message>
    <message>
      <source>Outgoing number %1, dated %2</source>
      <translation>شمارهٔ صادره %1، مورخ %2</translation>
    </message>
    <message>
      <source>Issued as outgoing number %1.</source>
      <translation>با شمارهٔ صادرهٔ %1 صادر شد.</translation>
    </message>
    <message>
      <source>Save PDF</source>
      <translation>ذخیرهٔ PDF</translation>
    </message>
    <message>
      <source>The document could not be written or printed; no register number was taken.</source>
      <translation>سند نوشته یا چاپ نشد؛ شماره‌ای از دفتر گرفته نشد.</translation>
    </message>
    <message>
      <source>No letter %1 in the book.</source>
      <translation>نامهٔ %1 در دفتر نیست.</translation>
    </message>
  </context>
  <context>
    <name>RecordHistoryDialog</name>
    <message>
      <source>History of the record</source>
      <translation>سابقهٔ تغییرات پرونده</translation>
    </message>
    <message>
      <source>When</source>
      <translation>زمان</translation>
    </message>
    <message>
      <source>Who</source>
      <translation>کاربر</translation>
    </message>
    <message>
      <source>What</source>
      <translation>تغییر</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>بستن</translation>
    </message>
  </context>
  <context>
    <name>RecordTable</name>
    <message>
      <source>Nothing to show. If you searched, check the spelling or type less of the name or number; the filters above the list may be hiding records.</source>
      <translation>چیزی برای نمایش نیست. اگر جست‌وجو کرده‌اید، املای آن را بررسی کنید یا بخش کوتاه‌تری از نام یا شماره را بنویسید؛ شاید صافی‌های بالای فهرست رکوردهایی را پنهان کرده باشند.</translation>
    </message>
  </context>
  <context>
    <name>ReferralDialog</name>
    <message>
      <source>Referral of incoming letter %1</source>
      <translation>ارجاع نامهٔ واردهٔ %1</translation>
    </message>
    <message>
      <source>Referred to</source>
      <translation>ارجاع به</translation>
    </message>
    <message>
      <source>Reply due by</source>
      <translation>مهلت پاسخ</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
    </message>
  </context>
  <context>
    <name>RegisterPage</name>
    <message>
      <source>Search…</source>
      <translation>جستجو…</translation>
    </message>
    <message>
      <source>Show retired</source>
      <translation>نمایش بایگانی‌شده‌ها</translation>
    </message>
    <message>
      <source>&amp;Add…</source>
      <translation>&amp;افزودن…</translation>
    </message>
    <message>
      <source>&amp;Edit…</source>
      <translation>&amp;ویرایش…</translation>
    </message>
    <message>
      <source>&amp;Retire</source>
      <translation>&amp;بایگانی</translation>
    </message>
    <message>
      <source>&amp;History…</source>
      <translation>&amp;سابقه…</translation>
    </message>
    <message>
      <source>&amp;Import…</source>
      <translation>ورود از &amp;پرونده…</translation>
    </message>
    <message>
      <source>E&amp;xport…</source>
      <translation>&amp;خروجی…</translation>
    </message>
    <message>
      <source>All dehestans</source>
      <translation>همهٔ دهستان‌ها</translation>
    </message>
    <message>
      <source>%1 records</source>
      <translation>%1 رکورد</translation>
    </message>
    <message>
      <source>more than %1 records</source>
      <translation>بیش از %1 رکورد</translation>
    </message>
    <message>
      <source>Re&amp;store</source>
      <translation>باز&amp;گردانی</translation>
    </message>
    <message>
      <source>Retire this record? It stays, with its history, but leaves the lists.</source>
      <translation>این رکورد بایگانی شود؟ با سابقه‌اش می‌ماند ولی از فهرست‌ها بیرون می‌رود.</translation>
    </message>
  </context>
  <context>
    <name>RolesBox</name>
    <message>
      <source>Roles in villages</source>
      <translation>نقش‌ها در آبادی‌ها</translation>
    </message>
    <message>
      <source>People of the village</source>
      <translation>اشخاص آبادی</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>Person</source>
      <translation>شخص</translation>
    </message>
    <message>
      <source>Role</source>
      <translation>نقش</translation>
    </message>
    <message>
      <source>dang (of 6)</source>
      <translation>دانگ (از شش)</translation>
    </message>
    <message>
      <source>percent</source>
      <translation>درصد</translation>
    </message>
    <message>
      <source>Ownership share</source>
      <translation>سهم مالکیت</translation>
    </message>
    <message>
      <source>Since</source>
      <translation>از تاریخ</translation>
    </message>
    <message>
      <source>Add role</source>
      <translation>افزودن نقش</translation>
    </message>
    <message>
      <source>End selected role</source>
      <translation>پایان نقش برگزیده</translation>
    </message>
    <message>
      <source>Landlords own %1 of 6 dang.</source>
      <translation>سهم ثبت‌شدهٔ مالکان: %1 از شش دانگ.</translation>
    </message>
    <message>
      <source>The rest is not recorded yet.</source>
      <translation>باقی هنوز ثبت نشده است.</translation>
    </message>
    <message>
      <source>dang</source>
      <translation>دانگ</translation>
    </message>
  </context>
  <context>
    <name>RuleChoicesGroup</name>
    <message>
      <source>Readings of the law where it is ambiguous</source>
      <translation>برداشت اداره از قانون در موارد مبهم</translation>
    </message>
    <message>
      <source>Each computed figure prints the reading it used; changing a reading does not change records already computed.</source>
      <translation>هر رقم محاسبه‌شده برداشتی را که بر آن استوار است چاپ می‌کند؛ تغییر برداشت، سوابقِ پیش‌تر محاسبه‌شده را تغییر نمی‌دهد.</translation>
    </message>
    <message>
      <source>1334 art. 3, the landlord's “5 /0” percent</source>
      <translation>قانون ۱۳۳۴ مادهٔ ۳، «۵ /۰ درصد» سهم مالک</translation>
    </message>
    <message>
      <source>2.5 percent (half of the added 5)</source>
      <translation>دو و نیم درصد (نیمی از پنج درصد افزوده)</translation>
    </message>
    <message>
      <source>0.5 percent (as printed)</source>
      <translation>نیم درصد (چنان‌که چاپ شده)</translation>
    </message>
    <message>
      <source>Days in a month of wages (dismissal)</source>
      <translation>روزهای هر ماه در محاسبهٔ مزد (اخراج زارع)</translation>
    </message>
    <message>
      <source>Deadlines</source>
      <translation>مهلت‌ها</translation>
    </message>
    <message>
      <source>A deadline falling on a Friday or holiday moves to the next working day</source>
      <translation>مهلتی که به جمعه یا تعطیل بیفتد به نخستین روز کاری بعد منتقل شود</translation>
    </message>
    <message>
      <source>Holidays (one Jalali date a line)</source>
      <translation>تعطیلات (هر سطر یک تاریخ)</translation>
    </message>
    <message>
      <source>Pump water, no sharecropper (supp. art. 1 note 3)</source>
      <translation>آب تلمبه، بدون زارع سهم‌بر (متمم م۱ تبصرهٔ ۳)</translation>
    </message>
    <message>
      <source>The 10 percent goes to the fund</source>
      <translation>ده درصد به صندوق می‌رود</translation>
    </message>
    <message>
      <source>Nothing is taken</source>
      <translation>چیزی کسر نمی‌شود</translation>
    </message>
    <message>
      <source>Save readings</source>
      <translation>ذخیرهٔ برداشت‌ها</translation>
    </message>
    <message>
      <source>Saved.</source>
      <translation>ذخیره شد.</translation>
    </message>
  </context>
  <context>
    <name>SafetySettings</name>
    <message>
      <source>Safety: backups, users, import and export</source>
      <translation>ایمنی: پشتیبان، کاربران، ورود و خروج داده</translation>
    </message>
    <message>
      <source>Choose backup folder…</source>
      <translation>گزینش پوشهٔ پشتیبان…</translation>
    </message>
    <message>
      <source>Backup folder</source>
      <translation>پوشهٔ پشتیبان</translation>
    </message>
    <message>
      <source>Back up now</source>
      <translation>پشتیبان‌گیری اکنون</translation>
    </message>
    <message>
      <source>Restore from a backup…</source>
      <translation>بازگردانی از پشتیبان…</translation>
    </message>
    <message>
      <source>Require signing in (users and roles)</source>
      <translation>ورود با نام کاربری الزامی باشد (کاربران و نقش‌ها)</translation>
    </message>
    <message>
      <source>User name</source>
      <translation>نام کاربری</translation>
    </message>
    <message>
      <source>Full name</source>
      <translation>نام و نام خانوادگی</translation>
    </message>
    <message>
      <source>Role</source>
      <translation>نقش</translation>
    </message>
    <message>
      <source>State</source>
      <translation>وضعیت</translation>
    </message>
    <message>
      <source>Add user…</source>
      <translation>افزودن کاربر…</translation>
    </message>
    <message>
      <source>New password…</source>
      <translation>گذرواژهٔ تازه…</translation>
    </message>
    <message>
      <source>Unlock</source>
      <translation>گشودن قفل</translation>
    </message>
    <message>
      <source>Deactivate</source>
      <translation>غیرفعال کردن</translation>
    </message>
    <message>
      <source>Import people…</source>
      <translation>ورود اشخاص از پرونده…</translation>
    </message>
    <message>
      <source>Import villages…</source>
      <translation>ورود آبادی‌ها از پرونده…</translation>
    </message>
    <message>
      <source>Full export for the shahrestan…</source>
      <translation>خروجی کامل برای شهرستان…</translation>
    </message>
    <message>
      <source>Open another bakhsh's export…</source>
      <translation>گشودن خروجی بخشی دیگر…</translation>
    </message>
    <message>
      <source>Last backup: %1</source>
      <translation>آخرین پشتیبان: %1</translation>
    </message>
    <message>
      <source>No backup yet.</source>
      <translation>هنوز پشتیبانی گرفته نشده است.</translation>
    </message>
    <message>
      <source>Inactive</source>
      <translation>غیرفعال</translation>
    </message>
    <message>
      <source>Locked</source>
      <translation>قفل</translation>
    </message>
    <message>
      <source>Active</source>
      <translation>فعال</translation>
    </message>
    <message>
      <source>Choose backup folder</source>
      <translation>گزینش پوشهٔ پشتیبان</translation>
    </message>
    <message>
      <source>Saved.</source>
      <translation>ذخیره شد.</translation>
    </message>
    <message>
      <source>Backup saved: %1</source>
      <translation>پشتیبان ذخیره شد: %1</translation>
    </message>
    <message>
      <source>Choose a backup</source>
      <translation>گزینش پشتیبان</translation>
    </message>
    <message>
      <source>Backups (*.sqlite)</source>
      <translation>پشتیبان‌ها (*.sqlite)</translation>
    </message>
    <message>
      <source>Replace the current database with this backup? The current file is kept aside, and the program closes.</source>
      <translation>پایگاه دادهٔ کنونی با این پشتیبان جایگزین شود؟ پروندهٔ کنونی کنار گذاشته و نگه داشته می‌شود و برنامه بسته می‌شود.</translation>
    </message>
    <message>
      <source>The database is open read-only.</source>
      <translation>پایگاه داده فقط‌خواندنی باز شده است.</translation>
    </message>
    <message>
      <source>The backup was restored. Start the program again.</source>
      <translation>پشتیبان بازگردانده شد. برنامه را دوباره باز کنید.</translation>
    </message>
    <message>
      <source>The previous file was kept as %1.</source>
      <translation>پروندهٔ پیشین با نام %1 نگه داشته شد.</translation>
    </message>
    <message>
      <source>Restore</source>
      <translation>بازگردانی</translation>
    </message>
    <message>
      <source>Deactivate this user? They can no longer sign in.</source>
      <translation>این کاربر غیرفعال شود؟ دیگر نمی‌تواند وارد شود.</translation>
    </message>
    <message>
      <source>Full export</source>
      <translation>خروجی کامل</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>خروجی در %1 ذخیره شد</translation>
    </message>
    <message>
      <source>Another bakhsh's export</source>
      <translation>خروجی بخشی دیگر</translation>
    </message>
    <message>
      <source>Open it now, in a window of its own?</source>
      <translation>هم‌اکنون در پنجره‌ای جدا باز شود؟</translation>
    </message>
    <message>
      <source>Saved as a separate, read-only bakhsh: %1.</source>
      <translation>به صورت بخشی جداگانه و فقط‌خواندنی ذخیره شد: %1.</translation>
    </message>
  </context>
  <context>
    <name>Sections</name>
    <message>
      <source>Dashboard</source>
      <translation>پیشخوان</translation>
    </message>
    <message>
      <source>Villages</source>
      <translation>آبادی‌ها</translation>
    </message>
    <message>
      <source>People</source>
      <translation>اشخاص</translation>
    </message>
    <message>
      <source>Councils</source>
      <translation>شوراها</translation>
    </message>
    <message>
      <source>Funds</source>
      <translation>صندوق‌ها</translation>
    </message>
    <message>
      <source>Complaints</source>
      <translation>شکایات</translation>
    </message>
    <message>
      <source>Dismissals</source>
      <translation>اخراج زارعین</translation>
    </message>
    <message>
      <source>Land reform</source>
      <translation>اصلاحات ارضی</translation>
    </message>
    <message>
      <source>Register of letters</source>
      <translation>دفتر اندیکاتور</translation>
    </message>
    <message>
      <source>Reports</source>
      <translation>گزارش‌ها</translation>
    </message>
    <message>
      <source>Audit log</source>
      <translation>دفتر تغییرات</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>تنظیمات</translation>
    </message>
  </context>
  <context>
    <name>SettingsPage</name>
    <message>
      <source>Office details</source>
      <translation>مشخصات اداره</translation>
    </message>
    <message>
      <source>Save settings</source>
      <translation>ذخیرهٔ تنظیمات</translation>
    </message>
    <message>
      <source>Office</source>
      <translation>اداره</translation>
    </message>
    <message>
      <source>Saved.</source>
      <translation>ذخیره شد.</translation>
    </message>
  </context>
  <context>
    <name>SetupDialog</name>
    <message>
      <source>Set up the office</source>
      <translation>راه‌اندازی اداره</translation>
    </message>
    <message>
      <source>Welcome. Enter the office's details once; they appear on every document and can be changed later in Settings.</source>
      <translation>خوش آمدید. مشخصات اداره را یک بار وارد کنید؛ در سربرگ همهٔ نامه‌ها می‌آید و بعداً در «تنظیمات» تغییرپذیر است.</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
    </message>
  </context>
  <context>
    <name>SignInDialog</name>
    <message>
      <source>Sign in</source>
      <translation>ورود</translation>
    </message>
    <message>
      <source>This office requires signing in.</source>
      <translation>ورود به برنامهٔ این دفتر با نام کاربری و گذرواژه است.</translation>
    </message>
    <message>
      <source>User name</source>
      <translation>نام کاربری</translation>
    </message>
    <message>
      <source>Password</source>
      <translation>گذرواژه</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>خروج</translation>
    </message>
  </context>
  <context>
    <name>StartupGate</name>
    <message>
      <source>Database in use</source>
      <translation>پایگاه داده در حال استفاده است</translation>
    </message>
    <message>
      <source>Open it read-only?</source>
      <translation>به‌صورت فقط‌خواندنی باز شود؟</translation>
    </message>
    <message>
      <source>Open read-only</source>
      <translation>گشودن فقط‌خواندنی</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>خروج</translation>
    </message>
    <message>
      <source>Damaged database</source>
      <translation>پایگاه دادهٔ آسیب‌دیده</translation>
    </message>
    <message>
      <source>No good backup was found.</source>
      <translation>پشتیبان سالمی یافت نشد.</translation>
    </message>
    <message>
      <source>Restore the last good backup (%1)? The damaged file is kept aside.</source>
      <translation>آخرین پشتیبان سالم (%1) بازگردانده شود؟ پروندهٔ آسیب‌دیده کنار گذاشته و نگه داشته می‌شود.</translation>
    </message>
    <message>
      <source>Restore</source>
      <translation>بازگردانی</translation>
    </message>
    <message>
      <source>Bakhsh office</source>
      <translation>دفتر بخشداری</translation>
    </message>
    <message>
      <source>The backup was restored.</source>
      <translation>پشتیبان بازگردانده شد.</translation>
    </message>
    <message>
      <source>The previous file was kept as %1.</source>
      <translation>پروندهٔ پیشین با نام %1 نگه داشته شد.</translation>
    </message>
  </context>
  <context>
    <name>UserDialog</name>
    <message>
      <source>New user</source>
      <translation>کاربر تازه</translation>
    </message>
    <message>
      <source>New password</source>
      <translation>گذرواژهٔ تازه</translation>
    </message>
    <message>
      <source>User name</source>
      <translation>نام کاربری</translation>
    </message>
    <message>
      <source>Full name</source>
      <translation>نام و نام خانوادگی</translation>
    </message>
    <message>
      <source>Role</source>
      <translation>نقش</translation>
    </message>
    <message>
      <source>Password</source>
      <translation>گذرواژه</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
    </message>
  </context>
  <context>
    <name>VillageDialog</name>
    <message>
      <source>Edit village</source>
      <translation>ویرایش آبادی</translation>
    </message>
    <message>
      <source>Add village</source>
      <translation>افزودن آبادی</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>نام</translation>
    </message>
    <message>
      <source>Dehestan</source>
      <translation>دهستان</translation>
    </message>
    <message>
      <source>Kind</source>
      <translation>نوع</translation>
    </message>
    <message>
      <source>Population</source>
      <translation>جمعیت</translation>
    </message>
    <message>
      <source>Households</source>
      <translation>خانوار</translation>
    </message>
    <message>
      <source>Water sources</source>
      <translation>منابع آب</translation>
    </message>
    <message>
      <source>Farming</source>
      <translation>نوع زراعت</translation>
    </message>
    <message>
      <source>Customary landlord share (%)</source>
      <translation>بهرهٔ مالکانهٔ عرفی (درصد)</translation>
    </message>
    <message>
      <source>Tenure</source>
      <translation>وضع ملک</translation>
    </message>
    <message>
      <source>Has a municipality</source>
      <translation>شهرداری دارد</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>یادداشت</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>بستن</translation>
    </message>
  </context>
  <context>
    <name>VillagesPage</name>
    <message>
      <source>Search villages or dehestans…</source>
      <translation>جستجوی آبادی یا دهستان…</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>Dehestan</source>
      <translation>دهستان</translation>
    </message>
    <message>
      <source>Population</source>
      <translation>جمعیت</translation>
    </message>
    <message>
      <source>Households</source>
      <translation>خانوار</translation>
    </message>
    <message>
      <source>Farming</source>
      <translation>نوع زراعت</translation>
    </message>
    <message>
      <source>Kadkhoda</source>
      <translation>کدخدا</translation>
    </message>
    <message>
      <source>Landlord shares (dang)</source>
      <translation>سهم مالکان (دانگ)</translation>
    </message>
    <message>
      <source>Dehestans…</source>
      <translation>دهستان‌ها…</translation>
    </message>
    <message>
      <source>Add a dehestan first (the Dehestans… button).</source>
      <translation>نخست یک دهستان بیفزایید (دکمهٔ «دهستان‌ها…»).</translation>
    </message>
    <message>
      <source>Retire this village? It stays in the records but leaves the lists.</source>
      <translation>این آبادی بایگانی شود؟ در سوابق می‌ماند ولی از فهرست‌ها بیرون می‌رود.</translation>
    </message>
  </context>
</TS>