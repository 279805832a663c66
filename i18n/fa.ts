<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fa_IR">
  <context>
    <name>AboutDialog</name>
    <message>
      <source>About</source>
      <translation>دربارهٔ برنامه</translation>
    </message>
    <message>
      <source>Version %1</source>
      <translation>نسخهٔ %1</translation>
    </message>
    <message>
      <source>Free software under the GNU General Public License, version 3 or later. It is built on the components below, each under its own licence:</source>
      <translation>نرم‌افزار آزاد با پروانهٔ عمومی همگانی گنو، نسخهٔ ۳ یا بالاتر. این برنامه بر اجزای زیر ساخته شده است که هر یک پروانهٔ خود را دارد:</translation>
    </message>
    <message>
      <source>Component</source>
      <translation>جزء</translation>
    </message>
    <message>
      <source>Version</source>
      <translation>نسخه</translation>
    </message>
    <message>
      <source>Licence</source>
      <translation>پروانه</translation>
    </message>
  </context>
  <context>
    <name>AllocationDialog</name>
    <message>
      <source>Allocate by priority</source>
      <translation>واگذاری به ترتیب اولویت</translation>
    </message>
    <message>
      <source>Seed of the lot</source>
      <translation>بذر قرعه</translation>
    </message>
    <message>
      <source>Show the ranking</source>
      <translation>نمایش ترتیب</translation>
    </message>
    <message>
      <source>Allocated on</source>
      <translation>تاریخ واگذاری</translation>
    </message>
    <message>
      <source>First instalment due</source>
      <translation>سررسید نخستین قسط</translation>
    </message>
    <message>
      <source>children</source>
      <translation>فرزند</translation>
    </message>
    <message>
      <source>lot</source>
      <translation>قرعه</translation>
    </message>
    <message>
      <source>The parcel goes to %1, the first of the ranking drawn from this seed, with his yearly instalments from the first due date. The seed and the ranking are recorded and the allocation cannot be undone.</source>
      <translation>قطعه به %1، نخستینِ ترتیبی که از این بذر قرعه کشیده شد، واگذار می‌شود و قسط‌های سالانهٔ او از نخستین سررسید آغاز می‌شود. بذر و ترتیب ثبت می‌شود و واگذاری برگشت‌پذیر نیست.</translation>
    </message>
    <message>
      <source>Allocate</source>
      <translation>واگذار شود</translation>
    </message>
  </context>
  <context>
    <name>ApplicantDialog</name>
    <message>
      <source>Add applicant</source>
      <translation>افزودن متقاضی</translation>
    </message>
    <message>
      <source>Applicant (head of household)</source>
      <translation>متقاضی (رئیس خانوار)</translation>
    </message>
    <message>
      <source>Class (art. 19)</source>
      <translation>طبقه (مادهٔ ۱۹)</translation>
    </message>
    <message>
      <source>Children</source>
      <translation>تعداد اولاد</translation>
    </message>
    <message>
      <source>Land he holds now (hectares)</source>
      <translation>زمینی که اکنون دارد (هکتار)</translation>
    </message>
    <message>
      <source>Farms in person or undertakes to (art. 20)</source>
      <translation>شخصاً کشاورزی می‌کند یا تعهد می‌کند (مادهٔ ۲۰)</translation>
    </message>
    <message>
      <source>Barred by the law of 22 Dey 1337</source>
      <translation>مشمول قانون منع مداخلهٔ ۲۲ دی ۱۳۳۷</translation>
    </message>
    <message>
      <source>Resigned, farms and lives in the village</source>
      <translation>استعفا داده، کشاورزی می‌کند و ساکن ده است</translation>
    </message>
    <message>
      <source>Applied on</source>
      <translation>تاریخ درخواست</translation>
    </message>
  </context>
  <context>
    <name>AssessmentDialog</name>
    <message>
      <source>Assess a landlord's income</source>
      <translation>ارزیابی درآمد مالک</translation>
    </message>
    <message>
      <source>Assessed on</source>
      <translation>تاریخ ارزیابی</translation>
    </message>
    <message>
      <source>Landlord</source>
      <translation>مالک</translation>
    </message>
    <message>
      <source>Acting</source>
      <translation>عمل‌کننده</translation>
    </message>
    <message>
      <source>The landlord himself</source>
      <translation>خود مالک</translation>
    </message>
    <message>
      <source>The tenant for him</source>
      <translation>مستأجر به نمایندگی مالک</translation>
    </message>
    <message>
      <source>The mutavalli (waqf)</source>
      <translation>متولی (موقوفه)</translation>
    </message>
    <message>
      <source>Tenant or mutavalli</source>
      <translation>مستأجر یا متولی</translation>
    </message>
    <message>
      <source>Kind of income</source>
      <translation>نوع درآمد</translation>
    </message>
    <message>
      <source>Landlord's share or income (rials)</source>
      <translation>سهم مالکانه یا درآمد (ریال)</translation>
    </message>
    <message>
      <source>…or the share in kind: quantity</source>
      <translation>…یا سهم جنسی: مقدار</translation>
    </message>
    <message>
      <source>Unit</source>
      <translation>واحد</translation>
    </message>
    <message>
      <source>Crop</source>
      <translation>محصول</translation>
    </message>
    <message>
      <source>Farming (where no custom sets the share)</source>
      <translation>نوع زراعت (جایی که عرفی برای سهم نیست)</translation>
    </message>
    <message>
      <source>Irrigated</source>
      <translation>آبی</translation>
    </message>
    <message>
      <source>Dry</source>
      <translation>دیم</translation>
    </message>
    <message>
      <source>Special contract</source>
      <translation>قرارداد خاص</translation>
    </message>
    <message>
      <source>A special landlord–farmer contract prevails (1334 arts. 26–27)</source>
      <translation>قرارداد خاص مالک و زارع حاکم است (قانون ۱۳۳۴ مواد ۲۶ و ۲۷)</translation>
    </message>
    <message>
      <source>The contract's date or reference</source>
      <translation>تاریخ یا شمارهٔ قرارداد</translation>
    </message>
    <message>
      <source>Farmers who grew it (weight)</source>
      <translation>زارعینی که محصول را عمل آورده‌اند (وزن)</translation>
    </message>
    <message>
      <source>Farmer</source>
      <translation>زارع</translation>
    </message>
    <message>
      <source>Weight</source>
      <translation>وزن</translation>
    </message>
    <message>
      <source>Compute</source>
      <translation>محاسبه</translation>
    </message>
    <message>
      <source>Confirm as an obligation</source>
      <translation>تأیید و ثبت بدهی</translation>
    </message>
    <message>
      <source>Due on</source>
      <translation>سررسید</translation>
    </message>
  </context>
  <context>
    <name>AttentionTable</name>
    <message>
      <source>Due</source>
      <translation>موعد</translation>
    </message>
    <message>
      <source>What</source>
      <translation>چه</translation>
    </message>
    <message>
      <source>Details</source>
      <translation>شرح</translation>
    </message>
    <message>
      <source>awaiting</source>
      <translation>در انتظار</translation>
    </message>
  </context>
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
      <source>Folder for the PDF documents</source>
      <translation>پوشهٔ سندهای پی‌دی‌اف</translation>
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
      <translation>پوشه‌ای برای سندهای پی‌دی‌اف برگزینید.</translation>
    </message>
    <message>
      <source>The database is open read-only.</source>
      <translation>پایگاه داده فقط‌خواندنی باز شده است.</translation>
    </message>
    <message>
      <source>%1 documents «%2» are issued, each with the next number of the register and its PDF in the folder. A number once taken is never taken back; it can only be cancelled.</source>
      <translation>%1 سند «%2» صادر می‌شود، هرکدام با شمارهٔ بعدی دفتر و پی‌دی‌اف آن در پوشه. شماره‌ای که گرفته شد پس گرفته نمی‌شود و تنها می‌توان آن را باطل کرد.</translation>
    </message>
    <message>
      <source>&amp;Issue them</source>
      <translation>&amp;صادر شود</translation>
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
    <name>BoardTab</name>
    <message>
      <source>Board member…</source>
      <translation>عضو هیأت…</translation>
    </message>
    <message>
      <source>File a case…</source>
      <translation>ثبت پرونده…</translation>
    </message>
    <message>
      <source>Decide…</source>
      <translation>صدور رأی…</translation>
    </message>
    <message>
      <source>Decision…</source>
      <translation>چاپ رأی…</translation>
    </message>
    <message>
      <source>Pending</source>
      <translation>در جریان</translation>
    </message>
    <message>
      <source>Filed</source>
      <translation>تاریخ ثبت</translation>
    </message>
    <message>
      <source>Kind</source>
      <translation>نوع</translation>
    </message>
    <message>
      <source>Claimant</source>
      <translation>خواهان</translation>
    </message>
    <message>
      <source>Respondent</source>
      <translation>خوانده</translation>
    </message>
    <message>
      <source>Subject</source>
      <translation>موضوع</translation>
    </message>
    <message>
      <source>Decided</source>
      <translation>تاریخ رأی</translation>
    </message>
    <message>
      <source>Fine (rials)</source>
      <translation>جریمه (ریال)</translation>
    </message>
    <message>
      <source>(empty)</source>
      <translation>(خالی)</translation>
    </message>
    <message>
      <source>Choose a case still pending.</source>
      <translation>پرونده‌ای را که هنوز رأی ندارد برگزینید.</translation>
    </message>
    <message>
      <source>This case has no decision yet.</source>
      <translation>این پرونده هنوز رأی ندارد.</translation>
    </message>
  </context>
  <context>
    <name>Calculator</name>
    <message>
      <source>The levy on the landlord's share</source>
      <translation>عوارض سهم مالکانه</translation>
    </message>
    <message>
      <source>The farmers' part, farmer by farmer</source>
      <translation>سهم هر یک از زارعین</translation>
    </message>
    <message>
      <source>A fund's income between the councils</source>
      <translation>تقسیم درآمد صندوق میان شوراها</translation>
    </message>
    <message>
      <source>The bakhsh fund's transfer upward</source>
      <translation>سهم صندوق بخش برای صندوق بالاتر</translation>
    </message>
    <message>
      <source>The ceiling of administrative costs</source>
      <translation>سقف هزینه‌های اداری</translation>
    </message>
    <message>
      <source>The ceiling of a fund's loan</source>
      <translation>سقف وام صندوق</translation>
    </message>
    <message>
      <source>The penalty for late payment</source>
      <translation>جریمهٔ تأخیر پرداخت</translation>
    </message>
    <message>
      <source>A deadline of the law</source>
      <translation>مهلت قانونی</translation>
    </message>
    <message>
      <source>A council's members</source>
      <translation>شمار اعضای شورا</translation>
    </message>
    <message>
      <source>Who may vote, stand or be kadkhoda</source>
      <translation>شرایط رأی‌دهنده، نامزد و کدخدا</translation>
    </message>
    <message>
      <source>A dismissed farmer's compensation</source>
      <translation>غرامت زارع اخراج‌شده</translation>
    </message>
    <message>
      <source>The exemption of new water</source>
      <translation>معافیت آب تازه</translation>
    </message>
    <message>
      <source>The ceiling of a landowner's land</source>
      <translation>حد نصاب زمین مالک</translation>
    </message>
    <message>
      <source>The duty on a transfer of land</source>
      <translation>عوارض انتقال زمین</translation>
    </message>
    <message>
      <source>The duty on land not transferred</source>
      <translation>عوارض زمین منتقل‌نشده</translation>
    </message>
    <message>
      <source>The fine for a false declaration</source>
      <translation>جریمهٔ اظهارنامهٔ خلاف</translation>
    </message>
    <message>
      <source>The fine for refusing the law</source>
      <translation>جریمهٔ امتناع از اجرای قانون</translation>
    </message>
    <message>
      <source>The instalments of a land price</source>
      <translation>اقساط بهای زمین</translation>
    </message>
    <message>
      <source>The order of land applicants</source>
      <translation>ترتیب متقاضیان زمین</translation>
    </message>
    <message>
      <source>A default on instalments</source>
      <translation>نکول اقساط</translation>
    </message>
    <message>
      <source>The payment for a farmer's house</source>
      <translation>بهای خانهٔ زارع</translation>
    </message>
    <message>
      <source>Days late in depositing money</source>
      <translation>روزهای تأخیر واریز وجه</translation>
    </message>
    <message>
      <source>A council's report due dates</source>
      <translation>سررسید گزارش‌های شورا</translation>
    </message>
    <message>
      <source>The procedure when a share is refused</source>
      <translation>ترتیب کار در امتناع از پرداخت سهم</translation>
    </message>
    <message>
      <source>A tenant's deduction from the rent</source>
      <translation>کسر مستأجر از مال‌الاجاره</translation>
    </message>
    <message>
      <source>The division under a long qanat</source>
      <translation>تقسیم در قنات طولانی</translation>
    </message>
    <message>
      <source>The count of an election</source>
      <translation>شمارش آرای انتخابات</translation>
    </message>
    <message>
      <source>Waqf land before and after the bill's presentation</source>
      <translation>زمین وقف پیش و پس از تقدیم لایحه</translation>
    </message>
    <message>
      <source>What an owner may still pass to his heirs</source>
      <translation>انتقال مالک به وراث</translation>
    </message>
    <message>
      <source>The exception of mechanised land</source>
      <translation>استثنای زراعت مکانیزه</translation>
    </message>
    <message>
      <source>Disputed land in the division</source>
      <translation>املاک متنازع‌فیها در تقسیم</translation>
    </message>
    <message>
      <source>An official lease of land to be divided</source>
      <translation>اجارهٔ رسمی زمین مورد تقسیم</translation>
    </message>
    <message>
      <source>Mortgaged land in the division</source>
      <translation>زمین در رهن در تقسیم</translation>
    </message>
    <message>
      <source>Computation</source>
      <translation>محاسبه</translation>
    </message>
    <message>
      <source>&amp;Compute</source>
      <translation>&amp;محاسبه کن</translation>
    </message>
    <message>
      <source>Print the &amp;memo…</source>
      <translation>چاپ &amp;یادداشت…</translation>
    </message>
    <message>
      <source>a list, as the command line takes it (JSON)</source>
      <translation>فهرست، به همان شکل که خط فرمان می‌گیرد (JSON)</translation>
    </message>
    <message>
      <source>The articles it rests on</source>
      <translation>موادی که پاسخ بر آن‌ها استوار است</translation>
    </message>
  </context>
  <context>
    <name>CallDialog</name>
    <message>
      <source>Call to transfer the deed</source>
      <translation>دعوت به انتقال سند</translation>
    </message>
    <message>
      <source>An owner who has not come within two months of the notice to transfer the deed to the state owes a yearly duty on all his surplus land (1339 art. 17).</source>
      <translation>مالکی که ظرف دو ماه از آگهی برای انتقال سند به نام دولت حاضر نشود، بر همهٔ زمین مازاد خود عوارض سالانه می‌پردازد (۱۳۳۹ م۱۷).</translation>
    </message>
    <message>
      <source>Date of the notice</source>
      <translation>تاریخ آگهی</translation>
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
    <message>
      <source>Number %1 is cancelled for good: it stays in the register marked cancelled, with this reason, and is never given to another letter.</source>
      <translation>شمارهٔ %1 برای همیشه باطل می‌شود: با نشان «باطل» و همین علت در دفتر می‌ماند و به نامهٔ دیگری داده نمی‌شود.</translation>
    </message>
    <message>
      <source>&amp;Cancel the number</source>
      <translation>ا&amp;بطال شماره</translation>
    </message>
  </context>
  <context>
    <name>CaseDialogBase</name>
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
    <name>CaseDialogs</name>
    <message>
      <source>New case</source>
      <translation>پروندهٔ تازه</translation>
    </message>
  </context>
  <context>
    <name>CasePanel</name>
    <message>
      <source>Filed on</source>
      <translation>تاریخ شکایت</translation>
    </message>
    <message>
      <source>Decided by</source>
      <translation>مرجع رسیدگی</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>Subject</source>
      <translation>موضوع</translation>
    </message>
    <message>
      <source>Amounts</source>
      <translation>مبالغ</translation>
    </message>
    <message>
      <source>Attachments</source>
      <translation>پیوست‌ها</translation>
    </message>
    <message>
      <source>Decision</source>
      <translation>رأی</translation>
    </message>
    <message>
      <source>Deadlines</source>
      <translation>مهلت‌ها</translation>
    </message>
    <message>
      <source>Party</source>
      <translation>طرف</translation>
    </message>
    <message>
      <source>Side</source>
      <translation>سمت</translation>
    </message>
    <message>
      <source>Notified on</source>
      <translation>تاریخ ابلاغ</translation>
    </message>
    <message>
      <source>Review asked on</source>
      <translation>تاریخ تجدیدنظرخواهی</translation>
    </message>
    <message>
      <source>Parties</source>
      <translation>طرفین</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>تاریخ</translation>
    </message>
    <message>
      <source>Step</source>
      <translation>گام</translation>
    </message>
    <message>
      <source>Details</source>
      <translation>شرح</translation>
    </message>
    <message>
      <source>History</source>
      <translation>سابقهٔ پرونده</translation>
    </message>
    <message>
      <source>Number</source>
      <translation>شماره</translation>
    </message>
    <message>
      <source>Document</source>
      <translation>سند</translation>
    </message>
    <message>
      <source>Documents issued</source>
      <translation>نامه‌های صادره</translation>
    </message>
    <message>
      <source>Choose a case in the list: its %1 are shown here.</source>
      <translation>پرونده‌ای را در فهرست برگزینید: %1 آن اینجا می‌آید.</translation>
    </message>
    <message>
      <source>parties</source>
      <translation>طرفین</translation>
    </message>
    <message>
      <source>steps</source>
      <translation>گام‌های</translation>
    </message>
    <message>
      <source>No paper of this case in the register yet: issue one with «Document» (Ctrl+P).</source>
      <translation>هنوز سندی از این پرونده در دفتر نیست: با «سند» (کنترل+P) یکی صادر کنید.</translation>
    </message>
    <message>
      <source>Choose a case from the list, or file a new one (Ctrl+N).</source>
      <translation>پرونده‌ای را از فهرست برگزینید یا پروندهٔ تازه ثبت کنید.</translation>
    </message>
    <message>
      <source>Case</source>
      <translation>پروندهٔ</translation>
    </message>
    <message>
      <source>rials</source>
      <translation>ریال</translation>
    </message>
    <message>
      <source>claimed</source>
      <translation>خواسته</translation>
    </message>
    <message>
      <source>decided</source>
      <translation>مورد حکم</translation>
    </message>
    <message>
      <source>paid</source>
      <translation>پرداخت‌شده</translation>
    </message>
    <message>
      <source>Closed: %1</source>
      <translation>بسته شد: %1</translation>
    </message>
    <message>
      <source>done on %1</source>
      <translation>انجام‌شده در %1</translation>
    </message>
    <message>
      <source>%1 days late</source>
      <translation>%1 روز گذشته</translation>
    </message>
    <message>
      <source>%1 days left</source>
      <translation>%1 روز مانده</translation>
    </message>
    <message>
      <source>No deadline set by the law for this step.</source>
      <translation>قانون برای این مرحله مهلتی به روز معین نکرده است.</translation>
    </message>
  </context>
  <context>
    <name>CasesChart</name>
    <message>
      <source>Open cases by kind and state</source>
      <translation>پرونده‌های باز به نوع و مرحله</translation>
    </message>
    <message>
      <source>No open cases</source>
      <translation>پروندهٔ بازی نیست</translation>
    </message>
  </context>
  <context>
    <name>CasesPage</name>
    <message>
      <source>Search by name, number, village, subject…</source>
      <translation>جست‌وجو به نام، شماره، آبادی، موضوع…</translation>
    </message>
    <message>
      <source>All kinds</source>
      <translation>همهٔ انواع</translation>
    </message>
    <message>
      <source>Any state</source>
      <translation>همهٔ مراحل</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>باز</translation>
    </message>
    <message>
      <source>New case…</source>
      <translation>پروندهٔ تازه…</translation>
    </message>
    <message>
      <source>Number</source>
      <translation>شماره</translation>
    </message>
    <message>
      <source>Filed on</source>
      <translation>تاریخ شکایت</translation>
    </message>
    <message>
      <source>Kind</source>
      <translation>نوع</translation>
    </message>
    <message>
      <source>State</source>
      <translation>مرحله</translation>
    </message>
    <message>
      <source>Parties</source>
      <translation>طرفین</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>No case here: file one with «New case…» (Ctrl+N). If you searched, check the spelling or type less of the name or number; the filters above the list may be hiding cases.</source>
      <translation>پرونده‌ای اینجا نیست: با «پروندهٔ تازه…» (کنترل+N) یکی ثبت کنید. اگر جست‌وجو کرده‌اید، املای آن را بررسی کنید یا بخش کوتاه‌تری از نام یا شماره را بنویسید؛ شاید صافی‌های بالای فهرست پرونده‌هایی را پنهان کرده باشند.</translation>
    </message>
    <message>
      <source>Next step</source>
      <translation>گام بعد</translation>
    </message>
    <message>
      <source>Document</source>
      <translation>سند</translation>
    </message>
    <message>
      <source>%1 cases</source>
      <translation>%1 پرونده</translation>
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
    <message>
      <source>Choose an entry of the trail: what it changed is shown here.</source>
      <translation>رویدادی از دفتر را برگزینید: آنچه تغییر داد اینجا می‌آید.</translation>
    </message>
  </context>
  <context>
    <name>CitationLinks</name>
    <message>
      <source>Open %1 in the law</source>
      <translation>نمایش %1 در بخش قانون</translation>
    </message>
  </context>
  <context>
    <name>CouncilsPage</name>
    <message>
      <source>All levels</source>
      <translation>همهٔ سطح‌ها</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>ده</translation>
    </message>
    <message>
      <source>Dehestan</source>
      <translation>دهستان</translation>
    </message>
    <message>
      <source>Bakhsh</source>
      <translation>بخش</translation>
    </message>
    <message>
      <source>Shahrestan seats</source>
      <translation>کرسی‌های شهرستان</translation>
    </message>
    <message>
      <source>Village election…</source>
      <translation>انتخابات شورای ده…</translation>
    </message>
    <message>
      <source>Form dehestan or bakhsh council…</source>
      <translation>تشکیل شورای دهستان یا بخش…</translation>
    </message>
    <message>
      <source>Council</source>
      <translation>شورا</translation>
    </message>
    <message>
      <source>Law</source>
      <translation>قانون</translation>
    </message>
    <message>
      <source>Term from</source>
      <translation>آغاز دوره</translation>
    </message>
    <message>
      <source>Term to</source>
      <translation>پایان دوره</translation>
    </message>
    <message>
      <source>Members</source>
      <translation>اعضا</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>وضعیت</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>نام</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>کرسی</translation>
    </message>
    <message>
      <source>Membership</source>
      <translation>عضویت</translation>
    </message>
    <message>
      <source>Office</source>
      <translation>سمت</translation>
    </message>
    <message>
      <source>From</source>
      <translation>از</translation>
    </message>
    <message>
      <source>Until</source>
      <translation>تا</translation>
    </message>
    <message>
      <source>Basis or reason</source>
      <translation>مبنا یا علت</translation>
    </message>
    <message>
      <source>End membership…</source>
      <translation>پایان عضویت…</translation>
    </message>
    <message>
      <source>Officers…</source>
      <translation>هیئت رئیسه…</translation>
    </message>
    <message>
      <source>Fill a seat…</source>
      <translation>پر کردن کرسی…</translation>
    </message>
    <message>
      <source>Print decree…</source>
      <translation>چاپ حکم…</translation>
    </message>
    <message>
      <source>Held on</source>
      <translation>تاریخ جلسه</translation>
    </message>
    <message>
      <source>Agenda</source>
      <translation>دستور جلسه</translation>
    </message>
    <message>
      <source>Present</source>
      <translation>حاضران</translation>
    </message>
    <message>
      <source>Quorum</source>
      <translation>حد نصاب</translation>
    </message>
    <message>
      <source>Decisions</source>
      <translation>تصمیم‌ها</translation>
    </message>
    <message>
      <source>Decision id</source>
      <translation>شناسهٔ تصمیم</translation>
    </message>
    <message>
      <source>No.</source>
      <translation>شماره</translation>
    </message>
    <message>
      <source>Decision</source>
      <translation>تصمیم</translation>
    </message>
    <message>
      <source>For</source>
      <translation>موافق</translation>
    </message>
    <message>
      <source>Against</source>
      <translation>مخالف</translation>
    </message>
    <message>
      <source>Abstaining</source>
      <translation>ممتنع</translation>
    </message>
    <message>
      <source>Carried</source>
      <translation>تصویب</translation>
    </message>
    <message>
      <source>Record a session…</source>
      <translation>ثبت جلسه…</translation>
    </message>
    <message>
      <source>Print session minutes…</source>
      <translation>چاپ صورتجلسه…</translation>
    </message>
    <message>
      <source>Sessions and decisions</source>
      <translation>جلسه‌ها و تصمیم‌ها</translation>
    </message>
    <message>
      <source>Village councils cannot be formed today: %1 Elections dated before then can still be recorded.</source>
      <translation>امروز شورا (انجمن) ده تشکیل نمی‌شود: %1 انتخاباتی که پیش از آن تاریخ برگزار شده هنوز ثبت‌شدنی است.</translation>
    </message>
    <message>
      <source>Term ended</source>
      <translation>دوره پایان یافته</translation>
    </message>
    <message>
      <source>In office</source>
      <translation>در دوره</translation>
    </message>
    <message>
      <source>Not yet</source>
      <translation>هنوز آغاز نشده</translation>
    </message>
    <message>
      <source>No council yet.</source>
      <translation>هنوز شورایی ثبت نشده است.</translation>
    </message>
    <message>
      <source>%1, formed %2 under %3; term of %4 years to %5.</source>
      <translation>%1، تشکیل‌شده در %2 به حکم %3؛ دورهٔ %4 ساله تا %5.</translation>
    </message>
    <message>
      <source>It stands in for the dehestan councils.</source>
      <translation>به جای شوراهای دهستان کار می‌کند.</translation>
    </message>
    <message>
      <source>Seats still empty (a by-election or a delegate is owed): %1</source>
      <translation>کرسی‌های خالی (انتخابات میان‌دوره یا معرفی نماینده لازم است): %1</translation>
    </message>
    <message>
      <source>Every seat the law gives is filled.</source>
      <translation>همهٔ کرسی‌هایی که قانون می‌دهد پر است.</translation>
    </message>
    <message>
      <source>Yes</source>
      <translation>بله</translation>
    </message>
    <message>
      <source>No</source>
      <translation>خیر</translation>
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
      <source>Bakhshdar</source>
      <translation>بخشدار</translation>
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
      <source>Needs attention today</source>
      <translation>کارهای امروز</translation>
    </message>
    <message>
      <source>Nothing is due. The deadlines of cases, funds, councils and letters are listed here as they come near; each opens its record with Enter.</source>
      <translation>کاری سررسید نیست. مهلت‌های پرونده‌ها، صندوق‌ها، شوراها و نامه‌ها با نزدیک شدن اینجا می‌آیند و هرکدام با Enter پرونده‌اش را باز می‌کند.</translation>
    </message>
    <message>
      <source>Law governing today's acts</source>
      <translation>قانون حاکم بر کارهای امروز</translation>
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
      <source>%1 overdue, %2 due within days, %3 waiting</source>
      <translation>%1 مهلت گذشته، %2 نزدیک به موعد، %3 در انتظار</translation>
    </message>
    <message>
      <source>Nothing is due today.</source>
      <translation>امروز کار سررسیده‌ای نیست.</translation>
    </message>
    <message>
      <source>At least %1 items; the %1 most overdue are shown.</source>
      <translation>دست‌کم %1 مورد؛ %1 موردی که بیش از همه از موعدشان گذشته نشان داده شده است.</translation>
    </message>
    <message>
      <source>none yet</source>
      <translation>هنوز گرفته نشده است</translation>
    </message>
  </context>
  <context>
    <name>DecisionDialog</name>
    <message>
      <source>Board decision</source>
      <translation>رأی هیأت</translation>
    </message>
    <message>
      <source>Session held on</source>
      <translation>تاریخ جلسه</translation>
    </message>
    <message>
      <source>Decision</source>
      <translation>متن رأی</translation>
    </message>
    <message>
      <source>Fine (rials)</source>
      <translation>جریمه (ریال)</translation>
    </message>
    <message>
      <source>Share owed (rials, art. 35)</source>
      <translation>سهم مورد امتناع (ریال، مادهٔ ۳۵)</translation>
    </message>
    <message>
      <source>Enforcement requested on</source>
      <translation>تاریخ درخواست اجرا</translation>
    </message>
  </context>
  <context>
    <name>DeclarationDialog</name>
    <message>
      <source>Record declaration</source>
      <translation>ثبت اظهارنامه</translation>
    </message>
    <message>
      <source>Received on</source>
      <translation>تاریخ دریافت</translation>
    </message>
    <message>
      <source>Area declared (hectares)</source>
      <translation>مساحت اظهارشده (هکتار)</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>یادداشت</translation>
    </message>
  </context>
  <context>
    <name>DeclarationsTab</name>
    <message>
      <source>Record notice…</source>
      <translation>ثبت آگهی…</translation>
    </message>
    <message>
      <source>Record declaration…</source>
      <translation>ثبت اظهارنامه…</translation>
    </message>
    <message>
      <source>Reminder…</source>
      <translation>یادآوری…</translation>
    </message>
    <message>
      <source>Received</source>
      <translation>دریافت‌شده</translation>
    </message>
    <message>
      <source>Overdue</source>
      <translation>گذشته از مهلت</translation>
    </message>
    <message>
      <source>Waiting</source>
      <translation>در مهلت</translation>
    </message>
    <message>
      <source>Owner</source>
      <translation>مالک</translation>
    </message>
    <message>
      <source>Notice</source>
      <translation>آگهی</translation>
    </message>
    <message>
      <source>Due (art. 10)</source>
      <translation>پایان مهلت (مادهٔ ۱۰)</translation>
    </message>
    <message>
      <source>Declared ha</source>
      <translation>هکتار اظهارشده</translation>
    </message>
    <message>
      <source>State</source>
      <translation>وضع</translation>
    </message>
    <message>
      <source>Choose a notice still waiting for its declaration.</source>
      <translation>آگهی‌ای را برگزینید که اظهارنامه‌اش هنوز نرسیده است.</translation>
    </message>
    <message>
      <source>Choose a notice first.</source>
      <translation>نخست آگهی را برگزینید.</translation>
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
    <name>DepositDialog</name>
    <message>
      <source>Deposit cash in the bank</source>
      <translation>واریز وجه نقد به بانک</translation>
    </message>
    <message>
      <source>Deposited on</source>
      <translation>تاریخ واریز</translation>
    </message>
    <message>
      <source>Credit slip number</source>
      <translation>شمارهٔ برگ بستانکار</translation>
    </message>
    <message>
      <source>Bank or trusted person</source>
      <translation>بانک یا شخص معتمد</translation>
    </message>
    <message>
      <source>Agricultural Bank</source>
      <translation>بانک کشاورزی</translation>
    </message>
    <message>
      <source>Cash received</source>
      <translation>وجوه دریافتی</translation>
    </message>
    <message>
      <source>Receipt %1: %2 rials from %3</source>
      <translation>رسید %1: %2 ریال از %3</translation>
    </message>
    <message>
      <source>%1 days late</source>
      <translation>%1 روز تأخیر</translation>
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
    <message>
      <source>This cannot be undone</source>
      <translation>این کار برگشت‌پذیر نیست</translation>
    </message>
  </context>
  <context>
    <name>DisputeDialog</name>
    <message>
      <source>File a case</source>
      <translation>ثبت پرونده</translation>
    </message>
    <message>
      <source>Filed on</source>
      <translation>تاریخ ثبت</translation>
    </message>
    <message>
      <source>Kind</source>
      <translation>نوع</translation>
    </message>
    <message>
      <source>Claimant</source>
      <translation>خواهان</translation>
    </message>
    <message>
      <source>Respondent</source>
      <translation>خوانده</translation>
    </message>
    <message>
      <source>Subject</source>
      <translation>موضوع</translation>
    </message>
  </context>
  <context>
    <name>DistributionTab</name>
    <message>
      <source>Add surplus parcel…</source>
      <translation>افزودن قطعهٔ مازاد…</translation>
    </message>
    <message>
      <source>Add applicant…</source>
      <translation>افزودن متقاضی…</translation>
    </message>
    <message>
      <source>Allocate…</source>
      <translation>واگذاری…</translation>
    </message>
    <message>
      <source>Allocation list…</source>
      <translation>فهرست اولویت…</translation>
    </message>
    <message>
      <source>Transfer notice…</source>
      <translation>ابلاغ واگذاری…</translation>
    </message>
    <message>
      <source>Parcel</source>
      <translation>قطعه</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>Kind</source>
      <translation>نوع</translation>
    </message>
    <message>
      <source>Hectares</source>
      <translation>هکتار</translation>
    </message>
    <message>
      <source>Price (rials)</source>
      <translation>بها (ریال)</translation>
    </message>
    <message>
      <source>Regional minimum ha</source>
      <translation>حداقل منطقه (هکتار)</translation>
    </message>
    <message>
      <source>Applicants</source>
      <translation>متقاضیان</translation>
    </message>
    <message>
      <source>Recipient</source>
      <translation>گیرنده</translation>
    </message>
    <message>
      <source>Eligible</source>
      <translation>واجد شرایط</translation>
    </message>
    <message>
      <source>Not eligible</source>
      <translation>فاقد شرایط</translation>
    </message>
    <message>
      <source>Rank</source>
      <translation>رتبه</translation>
    </message>
    <message>
      <source>Applicant</source>
      <translation>متقاضی</translation>
    </message>
    <message>
      <source>Class</source>
      <translation>طبقه</translation>
    </message>
    <message>
      <source>Children</source>
      <translation>اولاد</translation>
    </message>
    <message>
      <source>Eligibility</source>
      <translation>شرایط</translation>
    </message>
    <message>
      <source>Lot</source>
      <translation>عدد قرعه</translation>
    </message>
    <message>
      <source>Record the surplus parcels taken for division, then their applicants.</source>
      <translation>قطعه‌های مازادِ گرفته‌شده برای تقسیم و سپس متقاضیان آن‌ها را ثبت کنید.</translation>
    </message>
    <message>
      <source>Seed of the lot: %1</source>
      <translation>بذر قرعه: %1</translation>
    </message>
    <message>
      <source>The owner's total over all his surplus parcels: %1</source>
      <translation>جمع عوارض مالک بر همهٔ قطعه‌های مازاد او: %1</translation>
    </message>
    <message>
      <source>Choose a surplus parcel first.</source>
      <translation>نخست قطعهٔ مازاد را برگزینید.</translation>
    </message>
    <message>
      <source>This parcel is not allocated yet.</source>
      <translation>این قطعه هنوز واگذار نشده است.</translation>
    </message>
  </context>
  <context>
    <name>ElectionDialog</name>
    <message>
      <source>Village council election</source>
      <translation>انتخابات شورای ده</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>بستن</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>Election day</source>
      <translation>روز انتخابات</translation>
    </message>
    <message>
      <source>Seed of the lot</source>
      <translation>بذر قرعه</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>محل</translation>
    </message>
    <message>
      <source>Draw the voter roll</source>
      <translation>تهیهٔ فهرست رأی‌دهندگان</translation>
    </message>
    <message>
      <source>1. Election</source>
      <translation>۱. انتخابات</translation>
    </message>
    <message>
      <source>Type the election day: the law in force on it decides the council.</source>
      <translation>روز انتخابات را وارد کنید: قانون حاکم در آن روز ترکیب شورا را معین می‌کند.</translation>
    </message>
    <message>
      <source>No village council can be formed on this day: %1</source>
      <translation>در این روز شورا (انجمن) ده تشکیل نمی‌شود: %1</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>نام</translation>
    </message>
    <message>
      <source>Father</source>
      <translation>نام پدر</translation>
    </message>
    <message>
      <source>On the roll</source>
      <translation>در فهرست</translation>
    </message>
    <message>
      <source>Why left out</source>
      <translation>علت کنار ماندن</translation>
    </message>
    <message>
      <source>Reason the records cannot show (e.g. reputation)…</source>
      <translation>علتی که در سوابق نیست (مثلاً شهرت به فساد)…</translation>
    </message>
    <message>
      <source>Leave out</source>
      <translation>کنار گذاشتن</translation>
    </message>
    <message>
      <source>Take back</source>
      <translation>بازگرداندن</translation>
    </message>
    <message>
      <source>2. Voter roll</source>
      <translation>۲. فهرست رأی‌دهندگان</translation>
    </message>
    <message>
      <source>Choose a person in the roll first.</source>
      <translation>نخست شخصی را در فهرست برگزینید.</translation>
    </message>
    <message>
      <source>Add candidate</source>
      <translation>افزودن نامزد</translation>
    </message>
    <message>
      <source>Withdraw</source>
      <translation>انصراف نامزد</translation>
    </message>
    <message>
      <source>Person on the roll</source>
      <translation>شخص در فهرست</translation>
    </message>
    <message>
      <source>Candidate</source>
      <translation>نامزد</translation>
    </message>
    <message>
      <source>Literate</source>
      <translation>باسواد</translation>
    </message>
    <message>
      <source>Votes</source>
      <translation>آرا</translation>
    </message>
    <message>
      <source>Count the votes</source>
      <translation>شمارش آرا</translation>
    </message>
    <message>
      <source>Ballots cast</source>
      <translation>آرای مأخوذه</translation>
    </message>
    <message>
      <source>3. Candidates and votes</source>
      <translation>۳. نامزدها و آرا</translation>
    </message>
    <message>
      <source>The votes typed (%1 ballots cast) are recorded and the election is counted: the result and its lot are final, and the votes cannot be changed afterwards.</source>
      <translation>آرای واردشده (%1 رأی مأخوذه) ثبت و انتخابات شمارش می‌شود: نتیجه و قرعهٔ آن قطعی است و آرا پس از آن تغییر نمی‌کند.</translation>
    </message>
    <message>
      <source>&amp;Count the votes</source>
      <translation>&amp;شمارش آرا</translation>
    </message>
    <message>
      <source>Rank</source>
      <translation>رتبه</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>کرسی</translation>
    </message>
    <message>
      <source>Lot</source>
      <translation>قرعه</translation>
    </message>
    <message>
      <source>Form the council</source>
      <translation>تشکیل شورا</translation>
    </message>
    <message>
      <source>Print the minutes…</source>
      <translation>چاپ صورتجلسه…</translation>
    </message>
    <message>
      <source>4. Result</source>
      <translation>۴. نتیجه</translation>
    </message>
    <message>
      <source>The village council is formed with the members elected: their term begins and each gets a decree. Forming it cannot be undone.</source>
      <translation>شورای ده با اعضای برگزیده تشکیل می‌شود: دورهٔ عضویت آغاز می‌شود و هر عضو حکم می‌گیرد. تشکیل شورا برگشت‌پذیر نیست.</translation>
    </message>
    <message>
      <source>&amp;Form the council</source>
      <translation>&amp;تشکیل شورا</translation>
    </message>
    <message>
      <source>%1 people of the village; %2 on the roll, %3 left out.</source>
      <translation>%1 نفر از اهالی ده؛ %2 نفر در فهرست، %3 نفر کنار مانده.</translation>
    </message>
    <message>
      <source>Yes</source>
      <translation>بله</translation>
    </message>
    <message>
      <source>No</source>
      <translation>خیر</translation>
    </message>
    <message>
      <source>by lot</source>
      <translation>با قرعه</translation>
    </message>
    <message>
      <source>The village council of %1 is formed and its term has begun; each member's decree prints from the councils section.</source>
      <translation>شورای ده %1 تشکیل شد و دورهٔ آن آغاز شده است؛ حکم هر عضو از بخش شوراها چاپ می‌شود.</translation>
    </message>
  </context>
  <context>
    <name>ExcuseDialog</name>
    <message>
      <source>Accepted excuse</source>
      <translation>عذر پذیرفته</translation>
    </message>
    <message>
      <source>Excuse accepted by the bank</source>
      <translation>عذری که بانک کشاورزی پذیرفت</translation>
    </message>
  </context>
  <context>
    <name>ExpenseDialog</name>
    <message>
      <source>Record an expense</source>
      <translation>ثبت هزینه</translation>
    </message>
    <message>
      <source>Spent on</source>
      <translation>تاریخ هزینه</translation>
    </message>
    <message>
      <source>Category (the law's list)</source>
      <translation>امور (فهرست قانون)</translation>
    </message>
    <message>
      <source>Amount (rials)</source>
      <translation>مبلغ (ریال)</translation>
    </message>
    <message>
      <source>Paid to</source>
      <translation>دریافت‌کننده</translation>
    </message>
    <message>
      <source>Description</source>
      <translation>شرح</translation>
    </message>
  </context>
  <context>
    <name>Exporter</name>
    <message>
      <source>Export list</source>
      <translation>خروجی گرفتن از فهرست</translation>
    </message>
    <message>
      <source>Excel workbook (*.xlsx);;Comma-separated text (*.csv)</source>
      <translation>کارپوشهٔ اکسل (*.xlsx);;متن جداشده با ویرگول (*.csv)</translation>
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
      <source>PDF documents (*.pdf)</source>
      <translation>سندهای پی‌دی‌اف (*.pdf)</translation>
    </message>
  </context>
  <context>
    <name>FillSeatDialog</name>
    <message>
      <source>Fill an empty seat</source>
      <translation>پر کردن کرسی خالی</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>کرسی</translation>
    </message>
    <message>
      <source>From</source>
      <translation>از تاریخ</translation>
    </message>
    <message>
      <source>Delegate</source>
      <translation>نماینده</translation>
    </message>
    <message>
      <source>Person</source>
      <translation>شخص</translation>
    </message>
    <message>
      <source>Basis (document, decision)</source>
      <translation>مستند (سند، رأی)</translation>
    </message>
  </context>
  <context>
    <name>FormCouncilDialog</name>
    <message>
      <source>Form a dehestan or bakhsh council</source>
      <translation>تشکیل شورای دهستان یا بخش</translation>
    </message>
    <message>
      <source>Level</source>
      <translation>سطح</translation>
    </message>
    <message>
      <source>Dehestan council</source>
      <translation>شورای دهستان</translation>
    </message>
    <message>
      <source>Bakhsh council</source>
      <translation>شورای بخش</translation>
    </message>
    <message>
      <source>The bakhsh's seats on the shahrestan council</source>
      <translation>نمایندگان بخش در شورای شهرستان</translation>
    </message>
    <message>
      <source>Dehestan</source>
      <translation>دهستان</translation>
    </message>
    <message>
      <source>Formed on</source>
      <translation>تاریخ تشکیل</translation>
    </message>
    <message>
      <source>Form the council</source>
      <translation>تشکیل شورا</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
    </message>
    <message>
      <source>Type the formation day: the law in force on it gives the seats.</source>
      <translation>تاریخ تشکیل را وارد کنید: قانون حاکم در آن روز کرسی‌ها را معین می‌کند.</translation>
    </message>
    <message>
      <source>This council cannot be formed on this day: %1</source>
      <translation>این شورا در این روز تشکیل نمی‌شود: %1</translation>
    </message>
    <message>
      <source>— empty —</source>
      <translation>— خالی —</translation>
    </message>
    <message>
      <source>The council is formed on %1 with the %2 members chosen: their term begins and forming it cannot be undone.</source>
      <translation>شورا در %1 با %2 عضو برگزیده تشکیل می‌شود: دورهٔ عضویت آغاز می‌شود و تشکیل شورا برگشت‌پذیر نیست.</translation>
    </message>
    <message>
      <source>&amp;Form the council</source>
      <translation>&amp;تشکیل شورا</translation>
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
    <name>FundDialog</name>
    <message>
      <source>Close</source>
      <translation>بستن</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
  </context>
  <context>
    <name>FundRows</name>
    <message>
      <source>Goods</source>
      <translation>جنس</translation>
    </message>
    <message>
      <source>Quantity</source>
      <translation>مقدار</translation>
    </message>
    <message>
      <source>Unit</source>
      <translation>واحد</translation>
    </message>
    <message>
      <source>Council decision number</source>
      <translation>شمارهٔ تصمیم شورا</translation>
    </message>
    <message>
      <source>Council decision date</source>
      <translation>تاریخ تصمیم شورا</translation>
    </message>
  </context>
  <context>
    <name>FundsPage</name>
    <message>
      <source>Fund</source>
      <translation>صندوق</translation>
    </message>
    <message>
      <source>Year</source>
      <translation>سال</translation>
    </message>
    <message>
      <source>Assess…</source>
      <translation>ارزیابی…</translation>
    </message>
    <message>
      <source>Payment…</source>
      <translation>دریافت…</translation>
    </message>
    <message>
      <source>Deposit…</source>
      <translation>واریز…</translation>
    </message>
    <message>
      <source>Sale…</source>
      <translation>فروش جنس…</translation>
    </message>
    <message>
      <source>Expense…</source>
      <translation>هزینه…</translation>
    </message>
    <message>
      <source>Reverse…</source>
      <translation>برگشت سند…</translation>
    </message>
    <message>
      <source>More</source>
      <translation>بیشتر</translation>
    </message>
    <message>
      <source>Council's order for goods…</source>
      <translation>حوالهٔ شورا…</translation>
    </message>
    <message>
      <source>Help to a lower fund…</source>
      <translation>کمک به صندوق پایین‌تر…</translation>
    </message>
    <message>
      <source>Bank loan…</source>
      <translation>وام بانکی…</translation>
    </message>
    <message>
      <source>Close the financial year…</source>
      <translation>بستن سال مالی…</translation>
    </message>
    <message>
      <source>Print</source>
      <translation>چاپ</translation>
    </message>
    <message>
      <source>Receipt of the selected payment</source>
      <translation>رسید دریافت برگزیده</translation>
    </message>
    <message>
      <source>Fund statement</source>
      <translation>صورت‌حساب صندوق</translation>
    </message>
    <message>
      <source>Yearly book</source>
      <translation>دفتر سالانه</translation>
    </message>
    <message>
      <source>Arrears per landlord</source>
      <translation>بدهی معوق به تفکیک مالک</translation>
    </message>
    <message>
      <source>Balance check of all funds</source>
      <translation>تراز آزمایشی همهٔ صندوق‌ها</translation>
    </message>
    <message>
      <source>Export…</source>
      <translation>خروجی…</translation>
    </message>
    <message>
      <source>Entry</source>
      <translation>سند</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>تاریخ</translation>
    </message>
    <message>
      <source>Description</source>
      <translation>شرح</translation>
    </message>
    <message>
      <source>In</source>
      <translation>دریافت</translation>
    </message>
    <message>
      <source>Out</source>
      <translation>پرداخت</translation>
    </message>
    <message>
      <source>Balance</source>
      <translation>مانده</translation>
    </message>
    <message>
      <source>Landlord</source>
      <translation>مالک</translation>
    </message>
    <message>
      <source>Due</source>
      <translation>سررسید</translation>
    </message>
    <message>
      <source>Owed</source>
      <translation>بدهی</translation>
    </message>
    <message>
      <source>Paid</source>
      <translation>پرداخت‌شده</translation>
    </message>
    <message>
      <source>Outstanding</source>
      <translation>مانده</translation>
    </message>
    <message>
      <source>Receipt</source>
      <translation>رسید</translation>
    </message>
    <message>
      <source>From</source>
      <translation>از</translation>
    </message>
    <message>
      <source>Kind</source>
      <translation>نوع</translation>
    </message>
    <message>
      <source>Amount</source>
      <translation>مبلغ</translation>
    </message>
    <message>
      <source>Deposit</source>
      <translation>واریز</translation>
    </message>
    <message>
      <source>Villages</source>
      <translation>آبادی‌ها</translation>
    </message>
    <message>
      <source>Rials</source>
      <translation>ریال</translation>
    </message>
    <message>
      <source>Goods</source>
      <translation>جنس</translation>
    </message>
    <message>
      <source>Oldest due</source>
      <translation>قدیمی‌ترین سررسید</translation>
    </message>
    <message>
      <source>Sum of postings</source>
      <translation>جمع گردش</translation>
    </message>
    <message>
      <source>Money</source>
      <translation>موجودی</translation>
    </message>
    <message>
      <source>Check</source>
      <translation>نتیجه</translation>
    </message>
    <message>
      <source>Book</source>
      <translation>دفتر</translation>
    </message>
    <message>
      <source>Obligations</source>
      <translation>بدهی‌ها</translation>
    </message>
    <message>
      <source>Receipts</source>
      <translation>دریافت‌ها</translation>
    </message>
    <message>
      <source>Arrears</source>
      <translation>بدهی معوق</translation>
    </message>
    <message>
      <source>Balance check</source>
      <translation>تراز آزمایشی</translation>
    </message>
    <message>
      <source>No fund has any record yet: assess a village's income to open its fund.</source>
      <translation>هنوز هیچ صندوقی سابقه ندارد: با ارزیابی درآمد یک آبادی صندوق آن گشوده می‌شود.</translation>
    </message>
    <message>
      <source>Money of the fund: %1 rials (in the bank %2, cash not deposited %3). Stock: %4</source>
      <translation>موجودی صندوق: %1 ریال (در بانک %2، وجه نقد واریزنشده %3). انبار: %4</translation>
    </message>
    <message>
      <source>Its share of cash the funds below received and have not deposited: %1 rials (%2)</source>
      <translation>به‌اضافهٔ سهم این صندوق از وجه نقدِ دریافت‌شده و واریزنشدهٔ صندوق‌های پایین‌تر: %1 ریال (%2)</translation>
    </message>
    <message>
      <source>Less the funds above's share of its cash not deposited: %1 rials (%2)</source>
      <translation>منهای سهم صندوق‌های بالاتر از وجه نقد واریزنشدهٔ این صندوق: %1 ریال (%2)</translation>
    </message>
    <message>
      <source>Less the shahrestan agricultural council's share: %1 rials (1334 art. 6)</source>
      <translation>منهای سهم شورای کشاورزی شهرستان: %1 ریال (۱۳۳۴ م۶)</translation>
    </message>
    <message>
      <source>The books of this fund are closed through %1.</source>
      <translation>دفاتر این صندوق تا %1 بسته شده است.</translation>
    </message>
    <message>
      <source>Receipts and spending of %1 by month, %2</source>
      <translation>دریافت و هزینهٔ %1 به تفکیک ماه، %2</translation>
    </message>
    <message>
      <source>Cash</source>
      <translation>نقد</translation>
    </message>
    <message>
      <source>Sale of stock</source>
      <translation>فروش جنس</translation>
    </message>
    <message>
      <source>reversed</source>
      <translation>برگشت خورده</translation>
    </message>
    <message>
      <source>deposited</source>
      <translation>واریز شده</translation>
    </message>
    <message>
      <source>not deposited</source>
      <translation>واریز نشده</translation>
    </message>
    <message>
      <source>balanced</source>
      <translation>تراز</translation>
    </message>
    <message>
      <source>NOT balanced</source>
      <translation>ناتراز</translation>
    </message>
    <message>
      <source>The year %1 is not over yet (it ends on %2); it cannot be closed.</source>
      <translation>سال %1 هنوز تمام نشده است (پایان آن %2 است)؛ نمی‌توان آن را بست.</translation>
    </message>
    <message>
      <source>The books of %1 are already closed through %2.</source>
      <translation>دفاتر %1 پیش‌تر تا %2 بسته شده است.</translation>
    </message>
    <message>
      <source>Close the books of %1 through %2, the end of the year %3?
No entry dated in that year or before can then be recorded or reversed, and this cannot be undone. The balances are carried forward to the next year.</source>
      <translation>دفاتر %1 تا %2، پایان سال %3، بسته شود؟
پس از آن هیچ سندی با تاریخ آن سال یا پیش از آن ثبت یا برگشت داده نمی‌شود و این کار بازگشت ندارد. مانده‌ها به سال بعد نقل می‌شود.</translation>
    </message>
    <message>
      <source>End of the financial year %1</source>
      <translation>پایان سال مالی %1</translation>
    </message>
    <message>
      <source>Choose the entry to reverse in the book.</source>
      <translation>سندی را که باید برگشت بخورد در دفتر برگزینید.</translation>
    </message>
    <message>
      <source>Choose a receipt in the list first.</source>
      <translation>نخست رسیدی را در فهرست برگزینید.</translation>
    </message>
    <message>
      <source>This fund has no village below it to print from.</source>
      <translation>این صندوق آبادی‌ای زیر خود ندارد که از آن چاپ شود.</translation>
    </message>
  </context>
  <context>
    <name>HelpDialog</name>
    <message>
      <source>Help to a lower fund</source>
      <translation>کمک به صندوق پایین‌تر</translation>
    </message>
    <message>
      <source>To the fund</source>
      <translation>به صندوق</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>تاریخ</translation>
    </message>
    <message>
      <source>Amount (rials)</source>
      <translation>مبلغ (ریال)</translation>
    </message>
    <message>
      <source>Basis (the need and the decision)</source>
      <translation>مبنا (نیاز و تصمیم)</translation>
    </message>
  </context>
  <context>
    <name>HoldingsTab</name>
    <message>
      <source>Search owners…</source>
      <translation>جست‌وجوی مالکان…</translation>
    </message>
    <message>
      <source>Add parcel…</source>
      <translation>افزودن قطعه…</translation>
    </message>
    <message>
      <source>Retire parcel</source>
      <translation>کنار گذاشتن قطعه</translation>
    </message>
    <message>
      <source>Record notice…</source>
      <translation>ثبت آگهی…</translation>
    </message>
    <message>
      <source>Ceiling notice…</source>
      <translation>اخطار حد نصاب…</translation>
    </message>
    <message>
      <source>Owner's choice…</source>
      <translation>انتخاب مالک…</translation>
    </message>
    <message>
      <source>Call to transfer…</source>
      <translation>دعوت به انتقال سند…</translation>
    </message>
    <message>
      <source>Call notice…</source>
      <translation>نامهٔ دعوت به انتقال…</translation>
    </message>
    <message>
      <source>Over</source>
      <translation>بیش از حد نصاب</translation>
    </message>
    <message>
      <source>Within</source>
      <translation>در حد نصاب</translation>
    </message>
    <message>
      <source>Owner</source>
      <translation>مالک</translation>
    </message>
    <message>
      <source>Parcels</source>
      <translation>قطعه‌ها</translation>
    </message>
    <message>
      <source>Irrigated-equivalent ha</source>
      <translation>هکتار معادل آبی</translation>
    </message>
    <message>
      <source>Excepted ha</source>
      <translation>هکتار مستثنی</translation>
    </message>
    <message>
      <source>Surplus ha</source>
      <translation>هکتار مازاد</translation>
    </message>
    <message>
      <source>Ceiling</source>
      <translation>حد نصاب</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>Kind</source>
      <translation>نوع</translation>
    </message>
    <message>
      <source>Hectares</source>
      <translation>هکتار</translation>
    </message>
    <message>
      <source>Ownership</source>
      <translation>مالکیت</translation>
    </message>
    <message>
      <source>Dang</source>
      <translation>دانگ</translation>
    </message>
    <message>
      <source>Art. 3 exception</source>
      <translation>مستثنیات مادهٔ ۳</translation>
    </message>
    <message>
      <source>Add the parcels of an owner, in every village.</source>
      <translation>قطعه‌های هر مالک را در همهٔ دهات ثبت کنید.</translation>
    </message>
    <message>
      <source>Choose a parcel first.</source>
      <translation>نخست قطعه را برگزینید.</translation>
    </message>
    <message>
      <source>Retire this parcel? It stays in the records.</source>
      <translation>این قطعه کنار گذاشته شود؟ در سوابق می‌ماند.</translation>
    </message>
    <message>
      <source>Choose an owner first.</source>
      <translation>نخست مالک را برگزینید.</translation>
    </message>
    <message>
      <source>This owner has not been called to transfer the deed.</source>
      <translation>این مالک هنوز به انتقال سند دعوت نشده است.</translation>
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
      <translation>گزینش &amp;اسکن یا پی‌دی‌اف…</translation>
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
    <name>InstalmentsTab</name>
    <message>
      <source>Record payment…</source>
      <translation>ثبت پرداخت…</translation>
    </message>
    <message>
      <source>Accepted excuse…</source>
      <translation>عذر پذیرفته…</translation>
    </message>
    <message>
      <source>Unpaid after enforcement</source>
      <translation>نپرداخت پس از اجرائیه</translation>
    </message>
    <message>
      <source>Receipt…</source>
      <translation>رسید…</translation>
    </message>
    <message>
      <source>Return of the land (art. 27)</source>
      <translation>بازگشت زمین (مادهٔ ۲۷)</translation>
    </message>
    <message>
      <source>Recipient</source>
      <translation>گیرنده</translation>
    </message>
    <message>
      <source>Parcel</source>
      <translation>قطعه</translation>
    </message>
    <message>
      <source>Price (rials)</source>
      <translation>بها (ریال)</translation>
    </message>
    <message>
      <source>Paid (rials)</source>
      <translation>پرداختی (ریال)</translation>
    </message>
    <message>
      <source>Arrears (rials)</source>
      <translation>معوق (ریال)</translation>
    </message>
    <message>
      <source>Unpaid instalments</source>
      <translation>اقساط پرداخت‌نشده</translation>
    </message>
    <message>
      <source>Flag</source>
      <translation>هشدار</translation>
    </message>
    <message>
      <source>Instalment</source>
      <translation>قسط</translation>
    </message>
    <message>
      <source>Due</source>
      <translation>سررسید</translation>
    </message>
    <message>
      <source>Amount (rials)</source>
      <translation>مبلغ (ریال)</translation>
    </message>
    <message>
      <source>State</source>
      <translation>وضع</translation>
    </message>
    <message>
      <source>Excuse</source>
      <translation>عذر</translation>
    </message>
    <message>
      <source>Recipients appear here once a parcel is allocated.</source>
      <translation>گیرندگان پس از واگذاری قطعه در این‌جا می‌آیند.</translation>
    </message>
    <message>
      <source>Choose a recipient first.</source>
      <translation>نخست گیرنده را برگزینید.</translation>
    </message>
    <message>
      <source>Choose an instalment first.</source>
      <translation>نخست قسط را برگزینید.</translation>
    </message>
    <message>
      <source>This recipient has no payment yet.</source>
      <translation>این گیرنده هنوز پرداختی ندارد.</translation>
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
    <name>LandFormDialog</name>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
    </message>
    <message>
      <source>Owner</source>
      <translation>مالک</translation>
    </message>
  </context>
  <context>
    <name>LandReformPage</name>
    <message>
      <source>Holdings</source>
      <translation>املاک</translation>
    </message>
    <message>
      <source>Declarations</source>
      <translation>اظهارنامه‌ها</translation>
    </message>
    <message>
      <source>Transfers and duties</source>
      <translation>انتقال‌ها و عوارض</translation>
    </message>
    <message>
      <source>Distribution</source>
      <translation>تقسیم</translation>
    </message>
    <message>
      <source>Instalments</source>
      <translation>اقساط</translation>
    </message>
    <message>
      <source>Dispute board</source>
      <translation>هیأت حل اختلاف</translation>
    </message>
  </context>
  <context>
    <name>LawPage</name>
    <message>
      <source>Statute</source>
      <translation>قانون</translation>
    </message>
    <message>
      <source>A word of the four statutes</source>
      <translation>واژه‌ای از چهار قانون</translation>
    </message>
    <message>
      <source>Search</source>
      <translation>جستجو</translation>
    </message>
    <message>
      <source>The statutes</source>
      <translation>متن قوانین</translation>
    </message>
    <message>
      <source>Calculator</source>
      <translation>محاسبه‌گر</translation>
    </message>
    <message>
      <source>Status in the office</source>
      <translation>وضع در دفتر</translation>
    </message>
    <message>
      <source>Figures the program takes from it</source>
      <translation>ارقامی که برنامه از آن می‌گیرد</translation>
    </message>
    <message>
      <source>Compute it</source>
      <translation>محاسبه</translation>
    </message>
    <message>
      <source>Where the office applies it</source>
      <translation>جای اجرای آن در دفتر</translation>
    </message>
    <message>
      <source>Documents that cite it</source>
      <translation>اسنادی که به آن استناد می‌کنند</translation>
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
    <name>LoanDialog</name>
    <message>
      <source>Bank loan</source>
      <translation>وام بانکی</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>تاریخ</translation>
    </message>
    <message>
      <source>Amount (rials)</source>
      <translation>مبلغ (ریال)</translation>
    </message>
    <message>
      <source>Interest (percent a year)</source>
      <translation>سود (درصد در سال)</translation>
    </message>
    <message>
      <source>Years</source>
      <translation>مدت (سال)</translation>
    </message>
    <message>
      <source>Lender</source>
      <translation>وام‌دهنده</translation>
    </message>
    <message>
      <source>Agricultural Bank</source>
      <translation>بانک کشاورزی</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>&amp;Program</source>
      <translation>&amp;پرونده</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;خروج از برنامه</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;راهنما</translation>
    </message>
    <message>
      <source>&amp;About…</source>
      <translation>&amp;دربارهٔ برنامه…</translation>
    </message>
    <message>
      <source> (read-only)</source>
      <translation> (فقط‌خواندنی)</translation>
    </message>
    <message>
      <source>Database: %1</source>
      <translation>پایگاه داده: %1</translation>
    </message>
    <message>
      <source>Law governing today's acts: %1</source>
      <translation>قانون حاکم بر کارهای امروز: %1</translation>
    </message>
    <message>
      <source>Bakhsh office</source>
      <translation>دفتر بخشداری</translation>
    </message>
  </context>
  <context>
    <name>MemberDialog</name>
    <message>
      <source>Board member</source>
      <translation>عضو هیأت</translation>
    </message>
    <message>
      <source>The board: the bakhshdar, the head of the bakhsh court and the agriculture representative (art. 34).</source>
      <translation>هیأت: بخشدار، رئیس دادگاه بخش و نمایندهٔ کشاورزی (مادهٔ ۳۴).</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>سمت</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>نام</translation>
    </message>
    <message>
      <source>From</source>
      <translation>از تاریخ</translation>
    </message>
  </context>
  <context>
    <name>MonthlyChart</name>
    <message>
      <source>Receipts</source>
      <translation>دریافت</translation>
    </message>
    <message>
      <source>Spending</source>
      <translation>هزینه</translation>
    </message>
  </context>
  <context>
    <name>NewCaseDialog</name>
    <message>
      <source>Kind</source>
      <translation>نوع پرونده</translation>
    </message>
    <message>
      <source>Filed on</source>
      <translation>تاریخ شکایت</translation>
    </message>
    <message>
      <source>Decided by</source>
      <translation>مرجع رسیدگی</translation>
    </message>
    <message>
      <source>Subject</source>
      <translation>موضوع</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>(none)</source>
      <translation>(هیچ)</translation>
    </message>
    <message>
      <source>Complainant</source>
      <translation>شاکی</translation>
    </message>
    <message>
      <source>…or a party not in the register</source>
      <translation>…یا کسی که در فهرست اشخاص نیست</translation>
    </message>
    <message>
      <source>Complained against</source>
      <translation>طرف شکایت</translation>
    </message>
    <message>
      <source>Another party complained against (name)</source>
      <translation>طرف دیگر شکایت (نام)</translation>
    </message>
    <message>
      <source>Amount claimed (rials)</source>
      <translation>مبلغ خواسته (ریال)</translation>
    </message>
    <message>
      <source>Attachments (one a line)</source>
      <translation>پیوست‌ها (هر کدام در یک سطر)</translation>
    </message>
    <message>
      <source>Incoming letter number</source>
      <translation>شمارهٔ نامهٔ وارده</translation>
    </message>
    <message>
      <source>e.g. %1</source>
      <translation>مثلاً %1</translation>
    </message>
    <message>
      <source>Council member complained of</source>
      <translation>عضو شورایی که از او شکایت شده است</translation>
    </message>
    <message>
      <source>(choose the member)</source>
      <translation>(عضو را برگزینید)</translation>
    </message>
    <message>
      <source>child of %1</source>
      <translation>فرزند %1</translation>
    </message>
    <message>
      <source>Fund obligation number</source>
      <translation>شمارهٔ بدهی صندوق</translation>
    </message>
    <message>
      <source>Not a case of its own under %1</source>
      <translation>در %1 رسیدگی جداگانه ندارد</translation>
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
    <name>NoticeDialog</name>
    <message>
      <source>Record notice</source>
      <translation>ثبت آگهی</translation>
    </message>
    <message>
      <source>Owners over the ceiling must declare within three months of the last notice (art. 10).</source>
      <translation>مالکان بیش از حد نصاب باید ظرف سه ماه از آخرین آگهی اظهارنامه بدهند (مادهٔ ۱۰).</translation>
    </message>
    <message>
      <source>Date of the last notice</source>
      <translation>تاریخ آخرین آگهی</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>یادداشت</translation>
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
      <source>Not chosen here: each record is governed by the law in force on its own date.</source>
      <translation>در اینجا برگزیده نمی‌شود: هر سابقه تابع قانونی است که در تاریخ خود آن سابقه حاکم بوده است.</translation>
    </message>
    <message>
      <source>The law</source>
      <translation>قانون</translation>
    </message>
  </context>
  <context>
    <name>OfficersDialog</name>
    <message>
      <source>Elect the officers</source>
      <translation>انتخاب هیئت رئیسه</translation>
    </message>
    <message>
      <source>Elected on</source>
      <translation>تاریخ انتخاب</translation>
    </message>
  </context>
  <context>
    <name>OrderDialog</name>
    <message>
      <source>Council's order for goods</source>
      <translation>حوالهٔ شورا برای جنس</translation>
    </message>
    <message>
      <source>From the store</source>
      <translation>از انبار</translation>
    </message>
    <message>
      <source>To the store</source>
      <translation>به انبار</translation>
    </message>
    <message>
      <source>Issued on</source>
      <translation>تاریخ حواله</translation>
    </message>
    <message>
      <source>Holder of the order</source>
      <translation>دارندهٔ حواله</translation>
    </message>
  </context>
  <context>
    <name>OwnerChoiceDialog</name>
    <message>
      <source>The owner's choice of the land he keeps</source>
      <translation>انتخاب مالک از زمینی که نگاه می‌دارد</translation>
    </message>
    <message>
      <source>The owner may choose, as he wishes, which of his land he keeps up to the ceiling (1339 art. 2); what he does not keep is his surplus, kind by kind. Counted holding: %1 ha irrigated, %2 ha dry, %3 ha uncultivated (bayer).</source>
      <translation>مالک می‌تواند به میل خود زمینی را که می‌خواهد تا حد نصاب از اراضی خود انتخاب کند (۱۳۳۹ م۲)؛ آنچه نگاه ندارد مازاد اوست، نوع به نوع. اراضی به شمار آمده: %1 هکتار آبی، %2 هکتار دیم، %3 هکتار بایر.</translation>
    </message>
    <message>
      <source>Chosen on</source>
      <translation>تاریخ انتخاب</translation>
    </message>
    <message>
      <source>Irrigated kept (hectares)</source>
      <translation>آبی که نگاه می‌دارد (هکتار)</translation>
    </message>
    <message>
      <source>Dry kept (hectares)</source>
      <translation>دیم که نگاه می‌دارد (هکتار)</translation>
    </message>
    <message>
      <source>Uncultivated (bayer) kept (hectares)</source>
      <translation>بایر که نگاه می‌دارد (هکتار)</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>توضیحات</translation>
    </message>
    <message>
      <source>Type the hectares kept as numbers.</source>
      <translation>هکتارهایی را که نگاه می‌دارد به عدد وارد کنید.</translation>
    </message>
  </context>
  <context>
    <name>ParcelDialog</name>
    <message>
      <source>Add parcel</source>
      <translation>افزودن قطعه</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>Kind of land</source>
      <translation>نوع زمین</translation>
    </message>
    <message>
      <source>Area (hectares)</source>
      <translation>مساحت (هکتار)</translation>
    </message>
    <message>
      <source>e.g. %1</source>
      <translation>مثلاً %1</translation>
    </message>
    <message>
      <source>Ownership</source>
      <translation>شکل مالکیت</translation>
    </message>
    <message>
      <source>Share (dang, if shared)</source>
      <translation>سهم (دانگ، در ملک مشاع)</translation>
    </message>
    <message>
      <source>Art. 3 exception</source>
      <translation>مستثنیات مادهٔ ۳</translation>
    </message>
    <message>
      <source>None</source>
      <translation>ندارد</translation>
    </message>
    <message>
      <source>Lease ends (if leased)</source>
      <translation>پایان اجاره (در ملک اجاری)</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>یادداشت</translation>
    </message>
  </context>
  <context>
    <name>PaymentDialog</name>
    <message>
      <source>Record a payment</source>
      <translation>ثبت دریافت</translation>
    </message>
    <message>
      <source>Obligation</source>
      <translation>بدهی</translation>
    </message>
    <message>
      <source>Received on</source>
      <translation>تاریخ دریافت</translation>
    </message>
    <message>
      <source>Paid by</source>
      <translation>پرداخت‌کننده</translation>
    </message>
    <message>
      <source>the landlord, unless someone else paid</source>
      <translation>خود مالک، مگر دیگری پرداخته باشد</translation>
    </message>
    <message>
      <source>Paid in</source>
      <translation>نوع پرداخت</translation>
    </message>
    <message>
      <source>Cash</source>
      <translation>نقد</translation>
    </message>
    <message>
      <source>Goods</source>
      <translation>جنس</translation>
    </message>
    <message>
      <source>Amount (rials)</source>
      <translation>مبلغ (ریال)</translation>
    </message>
    <message>
      <source>Quantity</source>
      <translation>مقدار</translation>
    </message>
    <message>
      <source>Unit</source>
      <translation>واحد</translation>
    </message>
    <message>
      <source>Store</source>
      <translation>انبار</translation>
    </message>
    <message>
      <source>Collected by the Ministry of Finance on (1334 art. 5)</source>
      <translation>تاریخ وصول وزارت دارایی (۱۳۳۴ م۵)</translation>
    </message>
    <message>
      <source>The Ministry's receipt number (1334 art. 2)</source>
      <translation>شمارهٔ قبض وزارت دارایی (۱۳۳۴ م۲)</translation>
    </message>
    <message>
      <source>Save and print the receipt</source>
      <translation>ذخیره و چاپ رسید</translation>
    </message>
    <message>
      <source>Record payment</source>
      <translation>ثبت پرداخت</translation>
    </message>
    <message>
      <source>Paid on</source>
      <translation>تاریخ پرداخت</translation>
    </message>
    <message>
      <source>Receipt number</source>
      <translation>شمارهٔ رسید</translation>
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
      <source>more than %1 records, in the order entered (type more to sort them)</source>
      <translation>بیش از %1 رکورد، به ترتیب ثبت (برای مرتب‌شدن بیشتر بنویسید)</translation>
    </message>
    <message>
      <source>%1 records, in the order entered (type more to sort them)</source>
      <translation>%1 رکورد، به ترتیب ثبت (برای مرتب‌شدن بیشتر بنویسید)</translation>
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
      <translation>&amp;ذخیرهٔ پی‌دی‌اف…</translation>
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
      <translation>صدور و &amp;ذخیرهٔ پی‌دی‌اف…</translation>
    </message>
    <message>
      <source>Legal basis: %1</source>
      <translation>مستند قانونی: %1</translation>
    </message>
    <message>
      <source>Save as a PDF document</source>
      <translation>ذخیره به‌صورت سند پی‌دی‌اف</translation>
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
      <source>The document could not be written or printed; no register number was taken.</source>
      <translation>سند نوشته یا چاپ نشد؛ شماره‌ای از دفتر گرفته نشد.</translation>
    </message>
    <message>
      <source>Issued as outgoing number %1: shown as the original went out. Printing it again makes a copy marked «رونوشت».</source>
      <translation>با شمارهٔ صادرهٔ %1 صادر شد: همان‌گونه که اصل آن رفت نشان داده می‌شود. چاپ دوباره‌اش رونوشتی با مهر «رونوشت» است.</translation>
    </message>
    <message>
      <source>Issuing takes number %1 of the register of letters for this document. A number taken is never given back; it can only be cancelled, with a reason.</source>
      <translation>صدور این سند شمارهٔ %1 دفتر نامه‌ها را می‌گیرد. شمارهٔ گرفته‌شده پس داده نمی‌شود؛ تنها با ذکر علت باطل می‌شود.</translation>
    </message>
    <message>
      <source>&amp;Issue as %1</source>
      <translation>&amp;صدور با شمارهٔ %1</translation>
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
    <message>
      <source>Nothing recorded here yet; what is added appears in this list.</source>
      <translation>هنوز چیزی اینجا ثبت نشده است؛ آنچه افزوده شود در این فهرست می‌آید.</translation>
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
      <source>Document…</source>
      <translation>سند…</translation>
    </message>
    <message>
      <source>A document about the selected record (Ctrl+P)</source>
      <translation>سندی دربارهٔ ردیف برگزیده (کنترل+P)</translation>
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
    <name>RemoveMemberDialog</name>
    <message>
      <source>End a membership</source>
      <translation>پایان عضویت</translation>
    </message>
    <message>
      <source>Ended on</source>
      <translation>تاریخ پایان</translation>
    </message>
    <message>
      <source>Reason</source>
      <translation>علت</translation>
    </message>
    <message>
      <source>Basis (document, decision)</source>
      <translation>مستند (سند، رأی)</translation>
    </message>
    <message>
      <source>The first alternate takes the seat from the same day.</source>
      <translation>عضو علی‌البدل اول از همان روز جای او را می‌گیرد.</translation>
    </message>
  </context>
  <context>
    <name>ReportsPage</name>
    <message>
      <source>The bakhsh's work over a period, counted from every register, with the law's duty to report it upward (1334 art. 22; 1331 bill arts. 27–28). Numbered.</source>
      <translation>کارهای بخش در یک دوره، شمرده از همهٔ دفترها، با تکلیف قانونی گزارش آن به بالا (قانون ۱۳۳۴ مادهٔ ۲۲؛ لایحهٔ ۱۳۳۱ مواد ۲۷ و ۲۸). شماره می‌گیرد.</translation>
    </message>
    <message>
      <source>Landlords whose share is past due and not fully paid, on a day.</source>
      <translation>مالکانی که سهم‌شان سررسید گذشته و تمام پرداخت نشده است، در یک روز.</translation>
    </message>
    <message>
      <source>Every fund's books: debits equal credits and no account negative.</source>
      <translation>دفاتر همهٔ صندوق‌ها: بدهکار برابر بستانکار و هیچ حسابی منفی نیست.</translation>
    </message>
    <message>
      <source>The register of letters for a date range, as the paper book is kept.</source>
      <translation>دفتر اندیکاتور در یک بازهٔ تاریخ، چنان‌که دفتر کاغذی نگه داشته می‌شود.</translation>
    </message>
    <message>
      <source>A village's people and their roles. Numbered.</source>
      <translation>اشخاص یک آبادی و نقش‌هایشان. شماره می‌گیرد.</translation>
    </message>
    <message>
      <source>A village fund's statement for a period. Numbered.</source>
      <translation>صورت‌حساب صندوق یک آبادی در یک دوره. شماره می‌گیرد.</translation>
    </message>
    <message>
      <source>A village fund's book of income and expense for a year.</source>
      <translation>دفتر درآمد و هزینهٔ سالانهٔ صندوق یک آبادی.</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>Open in the editor…</source>
      <translation>گشودن در ویرایشگر…</translation>
    </message>
    <message>
      <source>Enter or Ctrl+P</source>
      <translation>Enter یا کنترل+P</translation>
    </message>
    <message>
      <source>Add a village first: this report is about one.</source>
      <translation>نخست آبادی‌ای بیفزایید: این گزارش دربارهٔ یک آبادی است.</translation>
    </message>
  </context>
  <context>
    <name>ReverseDialog</name>
    <message>
      <source>Reverse an entry</source>
      <translation>برگشت سند</translation>
    </message>
    <message>
      <source>Entry</source>
      <translation>سند</translation>
    </message>
    <message>
      <source>Date of the correction</source>
      <translation>تاریخ سند اصلاحی</translation>
    </message>
    <message>
      <source>Reason</source>
      <translation>علت</translation>
    </message>
    <message>
      <source>Reverse</source>
      <translation>برگشت</translation>
    </message>
    <message>
      <source>Entry %1 is reversed: the same entry with every sign turned is posted in the fund's book with this reason. Neither entry can be deleted, and a reversal is not itself reversed.</source>
      <translation>سند %1 برگشت می‌خورد: همان سند با علامت‌های وارونه و با این علت در دفتر صندوق ثبت می‌شود. هیچ‌یک از دو سند پاک‌شدنی نیست و سند برگشتی خود برگشت نمی‌خورد.</translation>
    </message>
    <message>
      <source>&amp;Reverse the entry</source>
      <translation>&amp;برگشت سند</translation>
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
      <source>Day the land-reform bill was presented to the Majlis (not in the statute)</source>
      <translation>تاریخ تقدیم لایحهٔ اصلاحات ارضی به مجلس (در قانون نیامده است)</translation>
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
      <source>Replace the current database with «%1»? The current file is kept aside, and the program closes.</source>
      <translation>پایگاه دادهٔ کنونی با «%1» جایگزین شود؟ پروندهٔ کنونی کنار گذاشته و نگه داشته می‌شود و برنامه بسته می‌شود.</translation>
    </message>
    <message>
      <source>Full export of the bakhsh</source>
      <translation>خروجی کامل بخش</translation>
    </message>
    <message>
      <source>Office exports (*.json)</source>
      <translation>خروجی‌های بخشداری (*.json)</translation>
    </message>
    <message>
      <source>The previous file was kept beside the database as «%1».</source>
      <translation>پروندهٔ پیشین کنار پایگاه داده با عنوان «%1» نگه داشته شد.</translation>
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
    <name>SaleDialog</name>
    <message>
      <source>Sell stock</source>
      <translation>فروش جنس</translation>
    </message>
    <message>
      <source>Store</source>
      <translation>انبار</translation>
    </message>
    <message>
      <source>Sold on</source>
      <translation>تاریخ فروش</translation>
    </message>
    <message>
      <source>Price (rials)</source>
      <translation>بها (ریال)</translation>
    </message>
    <message>
      <source>Buyer</source>
      <translation>خریدار</translation>
    </message>
  </context>
  <context>
    <name>SearchDialog</name>
    <message>
      <source>Search everything</source>
      <translation>جست‌وجو در همه‌چیز</translation>
    </message>
    <message>
      <source>A name, a village, a council, a case, a letter…</source>
      <translation>نام شخص، آبادی، شورا، پرونده یا نامه…</translation>
    </message>
    <message>
      <source>(more…)</source>
      <translation>(بیشتر…)</translation>
    </message>
    <message>
      <source>Type to search; arrows choose, Enter opens, Escape closes.</source>
      <translation>بنویسید تا جست‌وجو شود؛ با کلیدهای جهت برگزینید، با کلید ورود باز کنید و با کلید گریز ببندید.</translation>
    </message>
    <message>
      <source>%1 found</source>
      <translation>%1 مورد یافت شد</translation>
    </message>
    <message>
      <source>Nothing found.</source>
      <translation>چیزی یافت نشد.</translation>
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
      <source>Law</source>
      <translation>قانون</translation>
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
    <name>SessionDialog</name>
    <message>
      <source>Session of %1</source>
      <translation>جلسهٔ %1</translation>
    </message>
    <message>
      <source>Held on</source>
      <translation>تاریخ جلسه</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>محل</translation>
    </message>
    <message>
      <source>Agenda</source>
      <translation>دستور جلسه</translation>
    </message>
    <message>
      <source>Present</source>
      <translation>حاضران</translation>
    </message>
    <message>
      <source>Decisions (carried when more vote for than against)</source>
      <translation>تصمیم‌ها (تصویب با بیشتر بودن موافق از مخالف)</translation>
    </message>
    <message>
      <source>Decision</source>
      <translation>تصمیم</translation>
    </message>
    <message>
      <source>For</source>
      <translation>موافق</translation>
    </message>
    <message>
      <source>Against</source>
      <translation>مخالف</translation>
    </message>
    <message>
      <source>Abstaining</source>
      <translation>ممتنع</translation>
    </message>
    <message>
      <source>Add a decision</source>
      <translation>افزودن تصمیم</translation>
    </message>
    <message>
      <source>Save the session</source>
      <translation>ثبت جلسه</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
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
      <source>The previous file was kept beside the database as «%1».</source>
      <translation>پروندهٔ پیشین کنار پایگاه داده با عنوان «%1» نگه داشته شد.</translation>
    </message>
  </context>
  <context>
    <name>StepDialog</name>
    <message>
      <source>Date</source>
      <translation>تاریخ</translation>
    </message>
    <message>
      <source>Present</source>
      <translation>حاضران</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>توضیح</translation>
    </message>
    <message>
      <source>Outcome</source>
      <translation>نتیجه</translation>
    </message>
    <message>
      <source>Decision</source>
      <translation>متن رأی</translation>
    </message>
    <message>
      <source>Amount to pay (rials)</source>
      <translation>مبلغی که باید پرداخت شود (ریال)</translation>
    </message>
    <message>
      <source>Amount not delivered in time (rials)</source>
      <translation>مبلغ یا بهای اجناس تحویل‌نشده در موعد (ریال)</translation>
    </message>
    <message>
      <source>Local labourer's daily wage (rials)</source>
      <translation>مزد روزانهٔ کارگر محل (ریال)</translation>
    </message>
    <message>
      <source>A'yani valued at (rials)</source>
      <translation>قیمت اعیانی (ریال)</translation>
    </message>
    <message>
      <source>Crop valued at (rials)</source>
      <translation>قیمت محصول (ریال)</translation>
    </message>
    <message>
      <source>Experts who valued them</source>
      <translation>اهل خبرهٔ ارزیاب</translation>
    </message>
    <message>
      <source>Compensation</source>
      <translation>خسارت</translation>
    </message>
    <message>
      <source>Party</source>
      <translation>طرف</translation>
    </message>
    <message>
      <source>Decision on review</source>
      <translation>رأی تجدیدنظر</translation>
    </message>
    <message>
      <source>Amount (rials)</source>
      <translation>مبلغ (ریال)</translation>
    </message>
    <message>
      <source>Reconciled</source>
      <translation>سازش</translation>
    </message>
    <message>
      <source>The parties agreed</source>
      <translation>طرفین سازش کردند</translation>
    </message>
    <message>
      <source>Session of the bakhsh council</source>
      <translation>جلسهٔ شورای بخش</translation>
    </message>
    <message>
      <source>Proposed from the councils' sessions.</source>
      <translation>از جلسه‌های ثبت‌شدهٔ شوراها پیشنهاد شد.</translation>
    </message>
    <message>
      <source>No session of the bakhsh council is recorded: type its date.</source>
      <translation>جلسه‌ای از شورای بخش ثبت نشده است؛ تاریخ آن را بنویسید.</translation>
    </message>
    <message>
      <source>Still missing: %1</source>
      <translation>هنوز مانده: %1</translation>
    </message>
    <message>
      <source>Reason for closing</source>
      <translation>علت بستن پرونده</translation>
    </message>
    <message>
      <source>«%1» is recorded in case %2 and cannot be changed or taken back afterwards; the case moves on to its next step.</source>
      <translation>«%1» در پروندهٔ %2 ثبت می‌شود و پس از آن نه تغییر می‌کند نه پس گرفته می‌شود؛ پرونده به گام بعد می‌رود.</translation>
    </message>
    <message>
      <source>&amp;Record it</source>
      <translation>&amp;ثبت شود</translation>
    </message>
  </context>
  <context>
    <name>SurplusDialog</name>
    <message>
      <source>Add surplus parcel</source>
      <translation>افزودن قطعهٔ مازاد</translation>
    </message>
    <message>
      <source>Name of the parcel</source>
      <translation>نام قطعه</translation>
    </message>
    <message>
      <source>Owner</source>
      <translation>مالک</translation>
    </message>
    <message>
      <source>%1 ha over the ceiling</source>
      <translation>%1 هکتار بیش از حد نصاب</translation>
    </message>
    <message>
      <source>not over the ceiling</source>
      <translation>نه بیش از حد نصاب</translation>
    </message>
    <message>
      <source>Parcel of his holding</source>
      <translation>قطعه از املاک او</translation>
    </message>
    <message>
      <source>Area (hectares)</source>
      <translation>مساحت (هکتار)</translation>
    </message>
    <message>
      <source>Valued price (rials, art. 13)</source>
      <translation>بهای ارزیابی‌شده (ریال، مادهٔ ۱۳)</translation>
    </message>
    <message>
      <source>Regional minimum (hectares, art. 21)</source>
      <translation>حداقل منطقه (هکتار، مادهٔ ۲۱)</translation>
    </message>
    <message>
      <source>Taken for division on</source>
      <translation>تاریخ تصرف برای تقسیم</translation>
    </message>
    <message>
      <source>%1 ha</source>
      <translation>%1 هکتار</translation>
    </message>
    <message>
      <source>shared, %1 dang</source>
      <translation>مشاع، %1 دانگ</translation>
    </message>
  </context>
  <context>
    <name>TransferDialog</name>
    <message>
      <source>Record transfer</source>
      <translation>ثبت انتقال</translation>
    </message>
    <message>
      <source>Owner</source>
      <translation>مالک</translation>
    </message>
    <message>
      <source>Transferred to</source>
      <translation>انتقال‌گیرنده</translation>
    </message>
    <message>
      <source>Date of transfer</source>
      <translation>تاریخ انتقال</translation>
    </message>
    <message>
      <source>Area (irrigated-equivalent hectares)</source>
      <translation>مساحت (هکتار معادل آبی)</translation>
    </message>
    <message>
      <source>Of which beyond the ceiling (hectares)</source>
      <translation>از آن زائد بر حد نصاب (هکتار)</translation>
    </message>
    <message>
      <source>Price (rials)</source>
      <translation>بها (ریال)</translation>
    </message>
    <message>
      <source>Sold to the farmers of that land (art. 5)</source>
      <translation>فروش به زارعین همان زمین (مادهٔ ۵)</translation>
    </message>
    <message>
      <source>Duty left unpaid by understating (rials)</source>
      <translation>عوارض پرداخت‌نشده با کم‌اظهاری (ریال)</translation>
    </message>
  </context>
  <context>
    <name>TransfersTab</name>
    <message>
      <source>Record transfer…</source>
      <translation>ثبت انتقال…</translation>
    </message>
    <message>
      <source>Duty notice…</source>
      <translation>اعلام عوارض…</translation>
    </message>
    <message>
      <source>Owner</source>
      <translation>مالک</translation>
    </message>
    <message>
      <source>Transferred to</source>
      <translation>انتقال‌گیرنده</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>تاریخ</translation>
    </message>
    <message>
      <source>Hectares</source>
      <translation>هکتار</translation>
    </message>
    <message>
      <source>Beyond ceiling</source>
      <translation>زائد بر حد نصاب</translation>
    </message>
    <message>
      <source>Price (rials)</source>
      <translation>بها (ریال)</translation>
    </message>
    <message>
      <source>Duty (rials)</source>
      <translation>عوارض (ریال)</translation>
    </message>
    <message>
      <source>Choose a transfer first.</source>
      <translation>نخست انتقال را برگزینید.</translation>
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